// The applications feature's front door: 分站申请 (the list, 处理 and 开通).
export { ApplicationsList } from './components/applications-list';
