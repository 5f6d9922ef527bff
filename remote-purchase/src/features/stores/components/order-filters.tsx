import { useState } from 'react';
import styled from 'styled-components';
import { AUTH_ORDER_DAYS, FLAG_COLOURS } from 'shared-contracts';
import { Button, Flex } from 'shared-contracts/ui';
import { Input, Select } from 'shared-contracts/ui/more';
import { NO_FILTERS, type AuthOrderFilters } from '../hooks/filters';
import { OrderNumbersDialog } from './order-numbers-dialog';
import { FlagIcon, platformFlags } from './shop-flag';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

const Field = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  color: ${(p) => p.theme.colorTextSecondary};
`;

const DAY_OPTIONS = [{ value: 0, label: '全部' }, ...AUTH_ORDER_DAYS.map((d) => ({ value: d, label: `近${d}天` }))];

function flagOptions(platform: number | null) {
  const flags = platformFlags(platform);
  // a platform without flags (京东) offers only 全部
  if (flags.length === 0) return [{ value: -1, label: '全部' }];
  return [
    { value: -1, label: '全部' },
    { value: 0, label: '无旗帜' },
    ...flags.map((colour, i) => ({
      value: i + 1,
      label: (
        <Flex align="center" gap={6}>
          <FlagIcon colour={colour} />
          {FLAG_COLOURS[colour].name}
        </Flex>
      ),
      title: FLAG_COLOURS[colour].name,
    })),
  ];
}

export interface OrderFiltersProps {
  platform: number | null;
  disabled: boolean;
  /** The filters in use (查询 pressed) */
  value: AuthOrderFilters;
  onSearch: (filters: AuthOrderFilters) => void;
}

/**
 * 近N天, 旗帜, 备注, 订单号 (the batch dialog), 关键词; 查询 uses them, 重置 clears them and queries again.
 * What is typed waits for 查询 (or Enter); the choices are kept here until then.
 */
export function OrderFilters({ platform, disabled, value, onSearch }: OrderFiltersProps) {
  const [draft, setDraft] = useState(value);
  const [batchOpen, setBatchOpen] = useState(false);
  const set = (change: Partial<AuthOrderFilters>) => setDraft((d) => ({ ...d, ...change }));
  const search = () => onSearch(draft);
  const count = draft.shop_order.length;
  return (
    <Bar role="group" aria-label="订单筛选">
      <Field>
        下单时间
        <Select aria-label="近N天" style={{ width: 100 }} value={draft.days} options={DAY_OPTIONS} onChange={(days: number) => set({ days })} disabled={disabled} />
      </Field>
      <Field>
        旗帜
        <Select
          aria-label="旗帜"
          style={{ width: 110 }}
          value={platformFlags(platform).length === 0 ? -1 : draft.flag}
          options={flagOptions(platform)}
          onChange={(flag: number) => set({ flag })}
          disabled={disabled}
        />
      </Field>
      <Input
        aria-label="备注"
        placeholder="备注包含"
        style={{ width: 140 }}
        value={draft.remark}
        onChange={(e) => set({ remark: e.target.value })}
        onPressEnter={search}
        allowClear
        disabled={disabled}
      />
      <Button onClick={() => setBatchOpen(true)} disabled={disabled} type={count > 0 ? 'primary' : 'default'} ghost={count > 0}>
        {count > 0 ? `订单号（${count}）` : '订单号'}
      </Button>
      <Input
        aria-label="关键词"
        placeholder="收件人/手机/地址/买家/商品"
        style={{ width: 210 }}
        value={draft.keyword}
        onChange={(e) => set({ keyword: e.target.value })}
        onPressEnter={search}
        allowClear
        disabled={disabled}
      />
      <Button type="primary" onClick={search} disabled={disabled}>
        查询
      </Button>
      <Button
        onClick={() => {
          setDraft(NO_FILTERS);
          onSearch(NO_FILTERS);
        }}
        disabled={disabled}
      >
        重置
      </Button>
      <OrderNumbersDialog
        open={batchOpen}
        numbers={draft.shop_order}
        onCancel={() => setBatchOpen(false)}
        onOk={(numbers) => {
          setBatchOpen(false);
          const next = { ...draft, shop_order: numbers };
          setDraft(next);
          onSearch(next);
        }}
      />
    </Bar>
  );
}
