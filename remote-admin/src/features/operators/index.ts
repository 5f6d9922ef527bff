// The operators feature's front door: 操作员.
export { OperatorsList } from './components/operators-list';
