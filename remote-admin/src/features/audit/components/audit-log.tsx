import { AUDIT_ACTION_NAMES, auditActionName, ROLE_NAMES, type AuditRow } from 'shared-contracts/admin';
import { Typography } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useAdminAuditListQuery } from '../api/audit-list';
import { auditListParams, toAuditQuery } from '../hooks/audit-params';
import { AuditChange, auditJson } from './audit-change';

const columns: ListColumn<AuditRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 160 },
  { title: '操作人', dataIndex: 'operator_name', width: 110, render: (name) => name || '系统', exportValue: (name) => name || '系统' },
  { title: '角色', dataIndex: 'role', width: 90, render: (role) => (role ? ROLE_NAMES[role] : '—'), exportValue: (role) => (role ? ROLE_NAMES[role] : '') },
  {
    title: '操作',
    dataIndex: 'action',
    width: 160,
    // the Chinese name, with the action as written under it (what the log stores)
    render: (action) =>
      auditActionName(action) === action ? (
        action
      ) : (
        <>
          <div>{auditActionName(action)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {action}
          </Typography.Text>
        </>
      ),
    exportValue: (action) => (auditActionName(action) === action ? action : `${auditActionName(action)}（${action}）`),
  },
  {
    title: '对象',
    dataIndex: 'entity',
    width: 140,
    render: (entity, row) => (row.entity_id ? `${entity} #${row.entity_id}` : entity),
    exportValue: (entity, row) => (row.entity_id ? `${entity} #${row.entity_id}` : entity),
  },
  { title: 'IP', dataIndex: 'ip', width: 130 },
  {
    title: '变更',
    key: 'change',
    width: 240,
    render: (_, row) => <AuditChange row={row} />,
    exportValue: (_, row) => `${auditJson(row.before)} → ${auditJson(row.after)}`,
  },
];

/** The action filter's choices: every named action (and one from the URL that has no name). */
const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_NAMES).map(([action, name]) => ({ value: action, label: `${name}（${action}）` }));
const actionOptions = (current: string) => (current && auditActionName(current) === current ? [{ value: current, label: current }, ...ACTION_OPTIONS] : ACTION_OPTIONS);

/** 审计日志: every change an operator made, filtered by action, object and date; newest first. */
export function AuditLog() {
  const list = useListParams(auditListParams);
  const { params, paging, filtered } = list;
  const result = useAdminAuditListQuery(toAuditQuery(params));
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          {
            kind: 'choice',
            key: 'action',
            label: '操作',
            all: '全部操作（可输入中文或英文搜索）',
            width: 260,
            searchable: true,
            options: actionOptions(params.action),
          },
          { kind: 'search', key: 'entity', label: '对象', placeholder: '对象，如 goods、operator' },
          { kind: 'range', keys: ['from', 'to'] },
        ]}
      />
      <ListTable
        label="审计日志"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        emptyText={filtered ? '没有符合条件的审计记录' : '暂无审计记录'}
        exportAs={{ fileName: '审计日志' }}
      />
    </>
  );
}
