// The sheet-import feature's front door: 表格导入 as a recipient source, and how its rows become recipient rows.
export { SheetSource, toRecipients } from './components/sheet-source';
export { filterValues } from './hooks/sheet-filter';
