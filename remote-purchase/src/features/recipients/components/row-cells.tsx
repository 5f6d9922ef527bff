import { memo } from 'react';
import styled from 'styled-components';
import { formatYuan, yuanToFen } from 'shared-contracts';
import { DownOutlined, WarningOutlined } from 'shared-contracts/icons/more';
import { Button, Flex, Tooltip } from 'shared-contracts/ui';
import { Dropdown, Input } from 'shared-contracts/ui/more';
import { useRowDraft, useRowEditing } from '../hooks/row-drafts';
import { FIELD_LABELS, regionDoubt, regionLabel, type EditableField, type Recipient } from '../types';

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

const Doubt = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  margin-top: 4px;
  font-size: 12px;
  line-height: 18px;
  color: ${(p) => p.theme.colorError};
`;

/** 选择地区: a menu of an ambiguous place's candidates; picking one fills the row's province/city/district (and re-prices it). */
const RegionPicker = memo(function RegionPicker({ row, hint }: { row: Recipient; hint?: string }) {
  const { pickRegion } = useRowEditing();
  const candidates = row.candidates ?? [];
  const items = candidates.map((c, i) => ({ key: String(i), label: regionLabel(c) }));
  const button = (
    <Button size="small" danger>
      选择地区 <DownOutlined />
    </Button>
  );
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => pickRegion(row.id, candidates[Number(key)]) }}>
      {hint ? <Tooltip title={hint}>{button}</Tooltip> : button}
    </Dropdown>
  );
});

/**
 * An ambiguous place (issue 13): the warning naming the candidates and 选择地区 (错误订单's 错误原因), or, with
 * `text` only, the warning alone (under the table's address, the picker being in its 省 column, which is in view
 * on a narrow page). Nothing for a row that is not ambiguous.
 */
export const RegionDoubt = memo(function RegionDoubt({ row, textOnly = false }: { row: Recipient; textOnly?: boolean }) {
  const doubt = regionDoubt(row);
  if (!doubt || !row.candidates) return null;
  return (
    <Doubt data-testid="region-doubt">
      <span>{doubt}</span>
      {textOnly ? null : <RegionPicker row={row} />}
    </Doubt>
  );
});

/** 省: the province (or its input) and, for an ambiguous place, 选择地区 with the warning as its hint. */
export const ProvinceCell = memo(function ProvinceCell({ row }: { row: Recipient }) {
  const doubt = regionDoubt(row);
  return (
    <>
      <FieldCell row={row} field="rec_province" />
      {doubt && row.candidates ? (
        <Doubt>
          <RegionPicker row={row} hint={doubt} />
        </Doubt>
      ) : null}
    </>
  );
});

/** 详细地址: the address (or its input), and under it an ambiguous place's warning. */
export const AddressCell = memo(function AddressCell({ row }: { row: Recipient }) {
  return (
    <>
      <FieldCell row={row} field="rec_address" />
      <RegionDoubt row={row} textOnly />
    </>
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
