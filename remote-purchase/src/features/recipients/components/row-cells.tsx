import { memo } from 'react';
import { formatYuan, yuanToFen } from 'shared-contracts';
import { WarningOutlined } from 'shared-contracts/icons/more';
import { Button, Flex, Tooltip } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import { useRowDraft, useRowEditing } from '../hooks/row-drafts';
import { FIELD_LABELS, type EditableField, type Recipient } from '../types';

/**
 * The cells of a recipient row. Each is memoised on its row object: the table re-renders its rows when the
 * rows change, and only the row whose object changed (an edit, a new price) does any work.
 */
export const FieldCell = memo(function FieldCell({ row, field }: { row: Recipient; field: EditableField }) {
  const draft = useRowDraft(row.id);
  const { setField } = useRowEditing();
  if (!draft) return <>{row[field] ?? ''}</>;
  return <Input size="small" value={draft[field]} aria-label={FIELD_LABELS[field]} onChange={(e) => setField(row.id, field, e.target.value)} />;
});

/** Several fields in one cell (错误订单's 收件人 and 地址): their text joined, or one input each while editing. */
export const FieldsCell = memo(function FieldsCell({ row, fields, separator = ' ' }: { row: Recipient; fields: readonly EditableField[]; separator?: string }) {
  const draft = useRowDraft(row.id);
  const { setField } = useRowEditing();
  if (!draft) return <>{fields.map((f) => row[f] ?? '').filter(Boolean).join(separator)}</>;
  return (
    <Flex vertical gap={4}>
      {fields.map((f) => (
        <Input key={f} size="small" value={draft[f]} placeholder={FIELD_LABELS[f]} aria-label={FIELD_LABELS[f]} onChange={(e) => setField(row.id, f, e.target.value)} />
      ))}
    </Flex>
  );
});

/** 序号: the row's number in the whole list (not on the page); an error row carries its reason. */
export const SeqCell = memo(function SeqCell({ seq, errorText }: { seq: number; errorText?: string }) {
  if (!errorText) return <>{seq}</>;
  return (
    <Tooltip title={errorText}>
      <span>
        <WarningOutlined aria-label={errorText} /> {seq}
      </span>
    </Tooltip>
  );
});

export const PriceCell = memo(function PriceCell({ price }: { price?: number }) {
  return <>{price === undefined ? '—' : `¥${formatYuan(yuanToFen(price))}`}</>;
});

/** 操作: 编辑 / 删除, and while editing 取消 / 确认修改. */
export const RowActions = memo(function RowActions({ row }: { row: Recipient }) {
  const draft = useRowDraft(row.id);
  const editing = useRowEditing();
  return (
    <Flex gap={0} wrap={false}>
      {draft ? (
        <>
          <Button type="link" size="small" onClick={() => editing.cancel(row.id)}>
            取消
          </Button>
          <Button type="link" size="small" onClick={() => editing.confirm(row.id)}>
            确认修改
          </Button>
        </>
      ) : (
        <>
          <Button type="link" size="small" onClick={() => editing.start(row)}>
            编辑
          </Button>
          <Button type="link" size="small" danger onClick={() => editing.remove(row.id)}>
            删除
          </Button>
        </>
      )}
    </Flex>
  );
});
