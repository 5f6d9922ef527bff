import { useMemo, useState } from 'react';
import type { AdminMainSite, AdminSubstation } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { ListTable, type ListColumn, type ListResult } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { useAdminDeleteSubstationMutation } from '../api/sites-api';
import { SubstationBusinessDialog } from './substation-business-dialog';
import { substationColumns } from './substation-columns';
import { SubstationFormDrawer } from './substation-form-drawer';

interface Props {
  main: AdminMainSite;
  result: ListResult<AdminSubstation>;
}

/**
 * The sub-stations as businesses: name, status, domains, owners, terms, members, sales, earnings, the remotes
 * each mounts, last change. 新建分站 / 编辑 in a drawer, 经营条款 (status, cost, freeze days) in a dialog, 删除 after
 * a confirmation (its domains then show the main site; a 分站 in use is refused, in the server's words).
 */
export function SubstationsTable({ main, result }: Props) {
  const [editing, setEditing] = useState<FormTarget<AdminSubstation>>(null);
  const [terms, setTerms] = useState<AdminSubstation | null>(null);
  const [remove] = useAdminDeleteSubstationMutation();

  const columns = useMemo<ListColumn<AdminSubstation>[]>(
    () => [
      ...substationColumns,
      {
        title: '操作',
        key: 'actions',
        width: 200,
        fixed: 'right',
        render: (_, row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            confirm={{ title: `确认删除分站「${row.site_name}」？`, description: `删除后 ${row.domains.join('、')} 将显示主站，不可恢复。`, okText: '确认删除' }}
            onDelete={() => remove(row.id).unwrap()}
            deleted={`已删除分站「${row.site_name}」`}
          >
            <Button type="link" size="small" aria-label={`「${row.site_name}」的经营条款`} onClick={() => setTerms(row)}>
              经营条款
            </Button>
          </RowActions>
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
      <SubstationBusinessDialog site={terms} onClose={() => setTerms(null)} />
    </>
  );
}
