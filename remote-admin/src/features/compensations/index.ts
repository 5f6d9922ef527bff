// The compensations feature's front door: 赔付记录 (the list, its summary, 人工赔付).
export { CompensationsList } from './components/compensations-list';
