import { ROLE_NAMES, type AuditRow } from 'shared-contracts/admin';
import { Button, Space } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import { ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useAdminAuditListQuery } from '../api/audit-list';
import { auditListParams, toAuditQuery } from '../hooks/audit-params';
import { AuditChange, auditJson } from './audit-change';

const columns: ListColumn<AuditRow>[] = [
  { title: '时间', dataIndex: 'created_at', width: 160 },
  { title: '操作人', dataIndex: 'operator_name', width: 110, render: (name) => name || '系统', exportValue: (name) => name || '系统' },
  { title: '角色', dataIndex: 'role', width: 90, render: (role) => (role ? ROLE_NAMES[role] : '—'), exportValue: (role) => (role ? ROLE_NAMES[role] : '') },
  { title: '操作', dataIndex: 'action', width: 140 },
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

/** 审计日志: every change an operator made, filtered by action, object and date; newest first. */
export function AuditLog() {
  const { params, update, paging, reset, filtered } = useListParams(auditListParams);
  const result = useAdminAuditListQuery(toAuditQuery(params));
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          key={`action-${params.action}`}
          defaultValue={params.action}
          aria-label="操作"
          placeholder="操作，如 goods.update"
          allowClear
          style={{ width: 220 }}
          onSearch={(action) => update({ action: action.trim() })}
        />
        <Input.Search
          key={`entity-${params.entity}`}
          defaultValue={params.entity}
          aria-label="对象"
          placeholder="对象，如 goods、operator"
          allowClear
          style={{ width: 220 }}
          onSearch={(entity) => update({ entity: entity.trim() })}
        />
        <Input type="date" aria-label="开始日期" value={params.from ?? ''} max={params.to} onChange={(e) => update({ from: e.target.value || undefined })} style={{ width: 160 }} />
        <span>至</span>
        <Input type="date" aria-label="结束日期" value={params.to ?? ''} min={params.from} onChange={(e) => update({ to: e.target.value || undefined })} style={{ width: 160 }} />
        {filtered ? <Button onClick={reset}>重置</Button> : null}
      </Space>
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
