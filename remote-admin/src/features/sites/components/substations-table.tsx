import { useMemo, useState } from 'react';
import { REMOTE_LABELS, type AdminMainSite, type AdminSubstation } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { ListTable, type ListColumn, type ListResult } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { useAdminDeleteSubstationMutation } from '../api/sites-api';
import { SubstationFormDrawer } from './substation-form-drawer';

interface Props {
  main: AdminMainSite;
  result: ListResult<AdminSubstation>;
}

/**
 * The sub-stations: name, domains, the remotes each mounts, last change. 新建分站 / 编辑 in a drawer,
 * 删除 after a confirmation (its domains then show the main site).
 */
export function SubstationsTable({ main, result }: Props) {
  const [editing, setEditing] = useState<FormTarget<AdminSubstation>>(null);
  const [remove] = useAdminDeleteSubstationMutation();

  const columns = useMemo<ListColumn<AdminSubstation>[]>(
    () => [
      { title: '分站名称', dataIndex: 'site_name', width: 200 },
      {
        title: '域名',
        dataIndex: 'domains',
        width: 260,
        render: (domains: string[]) => (
          <Space size={4} wrap>
            {domains.map((domain) => (
              <Tag key={domain}>{domain}</Tag>
            ))}
          </Space>
        ),
        exportValue: (domains: string[]) => domains.join('、'),
      },
      {
        title: '挂载的模块',
        dataIndex: 'remotes',
        width: 260,
        render: (remotes: AdminSubstation['remotes']) => (
          <Space size={4} wrap>
            {remotes.map((name) => (
              <Tag key={name} color="blue">
                {REMOTE_LABELS[name]}
              </Tag>
            ))}
          </Space>
        ),
        exportValue: (remotes: AdminSubstation['remotes']) => remotes.map((name) => REMOTE_LABELS[name]).join('、'),
      },
      { title: '更新时间', dataIndex: 'updated_at', width: 170 },
      {
        title: '操作',
        key: 'actions',
        width: 140,
        render: (_, row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            confirm={{ title: `确认删除分站「${row.site_name}」？`, description: `删除后 ${row.domains.join('、')} 将显示主站，不可恢复。`, okText: '确认删除' }}
            onDelete={() => remove(row.id).unwrap()}
            deleted={`已删除分站「${row.site_name}」`}
          />
        ),
      },
    ],
    [remove],
  );

  return (
    <>
      <ListTable
        label="分站列表"
        columns={columns}
        rowKey="id"
        result={result}
        emptyText="还没有分站"
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            新建分站
          </Button>
        }
      />
      <SubstationFormDrawer target={editing} main={main} onClose={() => setEditing(null)} />
    </>
  );
}
