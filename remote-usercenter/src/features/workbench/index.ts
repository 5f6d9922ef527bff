// The workbench feature's front door: 用户中心's home.
export { Workbench } from './components/workbench';
