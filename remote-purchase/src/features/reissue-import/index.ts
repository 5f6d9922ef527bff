// The reissue-import feature's front door: 导入补发单号 beside the recipient list.
export { ReissueImport, type ReissuePatch } from './components/reissue-import';
