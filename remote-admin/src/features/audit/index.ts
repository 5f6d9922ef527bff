// The audit feature's front door: 审计日志.
export { AuditLog } from './components/audit-log';
