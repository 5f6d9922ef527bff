// The store feature's front door: 授权店铺 as a recipient source, and sending waybill numbers back to a store.
export { useAuthDeliverMutation } from './api/authorised-orders';
export { AuthorisedSource } from './components/authorised-source';
