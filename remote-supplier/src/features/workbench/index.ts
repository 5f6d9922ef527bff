// The workbench feature's front door: 工作台.
export { Workbench } from './components/workbench';
export { useSupplierWorkbenchQuery } from './api/workbench-api';
