import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { runWrite } from './run-write';

interface RowActionsProps {
  /** 编辑: opens the row's form */
  onEdit: () => void;
  /** the delete call, run after the confirmation; none: no 删除 */
  onDelete?: () => Promise<unknown>;
  /** the notice once deleted */
  deleted: string;
  /** the notice when the server refuses without a message */
  deleteFailed?: string;
  /** the confirmation's question, what it says under it and its button (删除 unless told) */
  confirm: { title: string; description: ReactNode; okText?: string };
  /** names the row in the buttons' aria-labels (编辑「…」 / 删除「…」); none: no aria-label */
  name?: string;
  /** why the row cannot be deleted: 删除 is shown disabled with this as its tooltip */
  deleteBlocked?: string;
  /** actions before 编辑 (e.g. 上移 / 下移) */
  children?: ReactNode;
}

/**
 * A list row's 编辑 link and 删除 behind a danger confirmation; the delete says its answer (runWrite: the
 * `deleted` notice, or the server's refusal) and the confirmation waits for it.
 */
export function RowActions({ onEdit, onDelete, deleted, deleteFailed = '删除失败，请稍后再试', confirm, name, deleteBlocked, children }: RowActionsProps) {
  const deleteLabel = name === undefined ? undefined : `删除「${name}」`;
  return (
    <Space size={0}>
      {children}
      <Button type="link" size="small" aria-label={name === undefined ? undefined : `编辑「${name}」`} onClick={onEdit}>
        编辑
      </Button>
      {deleteBlocked ? (
        <Tooltip title={deleteBlocked}>
          <Button type="link" size="small" danger disabled aria-label={deleteLabel}>
            删除
          </Button>
        </Tooltip>
      ) : onDelete ? (
        <Popconfirm title={confirm.title} description={confirm.description} okText={confirm.okText ?? '删除'} okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => runWrite(onDelete, deleted, deleteFailed)}>
          <Button type="link" size="small" danger aria-label={deleteLabel}>
            删除
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
