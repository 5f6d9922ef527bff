import { useMemo, useState, type ReactNode } from 'react';
import { can, type OperatorRole } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { ListTable, type ListColumn, type ListResult } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';

interface CatalogueRow {
  id: number;
  name: string;
}

interface Props<Row extends CatalogueRow> {
  role: OperatorRole;
  /** what a row is: 快递 / 店铺 / 分类 (the list's label, empty text, 新增…, the confirmation and the notice) */
  noun: string;
  columns: ListColumn<Row>[];
  result: ListResult<Row>;
  /** the 导出 file's name */
  fileName: string;
  /** the delete mutation's trigger */
  remove: (id: number) => { unwrap: () => Promise<unknown> };
  /** under the delete confirmation: why the server may refuse */
  deleteHint: string;
  /** the 操作 column stays at the right edge (wide tables) */
  fixedActions?: boolean;
  /** the create/edit form for a target */
  form: (target: FormTarget<Row>, onClose: () => void) => ReactNode;
}

/**
 * A catalogue list (快递, 店铺, 分类): the rows, and with catalogue.write 新增… / 编辑 (the feature's form) and
 * 删除 after a confirmation (the server's refusal is said as it gives it).
 */
export function CatalogueTable<Row extends CatalogueRow>({ role, noun, columns, result, fileName, remove, deleteHint, fixedActions, form }: Props<Row>) {
  const writable = can(role, 'catalogue.write');
  const [editing, setEditing] = useState<FormTarget<Row>>(null);

  const allColumns = useMemo<ListColumn<Row>[]>(() => {
    if (!writable) return columns;
    return [
      ...columns,
      {
        title: '操作',
        key: 'actions',
        width: 130,
        ...(fixedActions ? { fixed: 'right' as const } : {}),
        render: (_: undefined, row: Row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            confirm={{ title: `删除${noun}「${row.name}」？`, description: deleteHint }}
            onDelete={() => remove(row.id).unwrap()}
            deleted={`${noun}「${row.name}」已删除`}
          />
        ),
      },
    ];
  }, [writable, columns, fixedActions, noun, deleteHint, remove]);

  return (
    <>
      <ListTable
        label={`${noun}列表`}
        columns={allColumns}
        rowKey="id"
        result={result}
        emptyText={`暂无${noun}`}
        exportAs={{ fileName }}
        toolbar={
          writable ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增{noun}
            </Button>
          ) : undefined
        }
      />
      {writable ? form(editing, () => setEditing(null)) : null}
    </>
  );
}
