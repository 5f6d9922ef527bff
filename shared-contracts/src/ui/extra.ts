/**
 * Heavy antd components the first visit does not need. Reached only through `loadUiExtra()` from
 * shared-contracts/ui, so this chunk is loaded by whichever container provided shared-contracts/ui
 * and shares its antd instance, ConfigProvider, theme and zh_CN locale.
 */
export { DatePicker, Table } from 'antd';
