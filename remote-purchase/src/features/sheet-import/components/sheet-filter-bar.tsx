import { useState } from 'react';
import { Button, Flex, showNotice } from 'shared-contracts/ui';
import { Input, Radio, Typography } from 'shared-contracts/ui/more';
import { filterValues, SHEET_FILTER_TYPES, type SheetFilter, type SheetFilterType } from '../hooks/sheet-filter';

export interface SheetFilterBarProps {
  filters: readonly SheetFilter[];
  /** How many rows the filters exclude now. */
  excluded: number;
  onApply: (filter: SheetFilter) => void;
  onReset: () => void;
  disabled?: boolean;
}

const PLACEHOLDER: Record<SheetFilterType, string> = {
  shop_order: '每行一个订单号，与之相同的订单不导入',
  rec_name: '每行一个收件人姓名，与之相同的订单不导入',
  use_name: '每行一个买家会员名，与之相同的订单不导入',
  remark: '每行一个关键词，备注中含有它的订单不导入',
};

/** SPEC §2.9's filter: a type radio, one value per line, 确定筛选 (excluding matches) and 撤销筛选. */
export function SheetFilterBar({ filters, excluded, onApply, onReset, disabled = false }: SheetFilterBarProps) {
  const [type, setType] = useState<SheetFilterType>('shop_order');
  const [text, setText] = useState('');
  const values = filterValues(text);
  return (
    <Flex vertical gap={8} role="group" aria-label="筛选">
      <Typography.Text strong>筛选（与下列内容匹配的订单不导入）</Typography.Text>
      <Radio.Group value={type} onChange={(e) => setType(e.target.value as SheetFilterType)} options={SHEET_FILTER_TYPES.map((t) => ({ ...t }))} aria-label="筛选类型" />
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={PLACEHOLDER[type]}
        autoSize={{ minRows: 2, maxRows: 6 }}
        aria-label="筛选内容"
      />
      <Flex gap={8} align="center" wrap>
        <Button type="primary" ghost disabled={disabled}
          onClick={() => (values.length === 0 ? showNotice({ level: 'warning', text: '请输入筛选内容，每行一个' }) : onApply({ type, values }))}
       >
          确定筛选
        </Button>
        <Button disabled={disabled || filters.length === 0} onClick={onReset}>
          撤销筛选
        </Button>
        {filters.length > 0 ? (
          <Typography.Text type="secondary" data-testid="sheet-filter-status">
            已按{filters.map((f) => SHEET_FILTER_TYPES.find((t) => t.value === f.type)?.label).join('、')}筛除 {excluded} 行
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
}
