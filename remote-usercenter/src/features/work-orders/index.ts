// The work-orders feature's front door: 工单管理's 工单 tab (list, 新建工单, an order's drawer) and the unread
// counts behind the user-centre menu's badge and the tabs' badges.
export { WorkOrderList } from './components/work-order-list';
export { useUnreadCounts } from './hooks/use-unread-counts';
