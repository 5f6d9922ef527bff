// The parcels feature's front door: 待发货.
export { ParcelsCenter } from './components/parcels-center';
