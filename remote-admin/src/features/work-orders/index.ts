// The work-orders feature's front door: 工单 (the support queue, a work order's drawer, claim / reply / status).
export { WorkOrdersList } from './components/work-orders-list';
