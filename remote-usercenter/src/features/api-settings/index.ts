// The API设置 feature's front door: the settings (开通, 密钥, 回调设置, 接口信息) and the callback delivery log.
export { ApiSettings } from './components/api-settings';
export { DeliveryList } from './components/delivery-list';
