// The notifications feature's front door: 工单管理's 消息 tab.
export { NotificationList } from './components/notification-list';
