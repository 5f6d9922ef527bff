import type { ReactNode } from 'react';
import { Button, Space } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import { DayRange } from 'shared-kits/list-page';
import type { MobileDayValues } from './list-filter-params';

interface ListFiltersProps extends MobileDayValues {
  /** Writes a change to the URL (useListParams' `update`). */
  onChange: (change: Partial<MobileDayValues>) => void;
  /** Any filter set: shows 重置. */
  filtered: boolean;
  onReset: () => void;
  /** the mobile box's name (用户手机号 unless told) */
  mobileLabel?: string;
  /** the page's own filters, before the mobile box */
  children?: ReactNode;
}

/** A console list's filter bar: the page's own filters, then mobile (whole or last 4), dates and 重置. */
export function ListFilters({ mobile, from, to, onChange, filtered, onReset, mobileLabel = '用户手机号', children }: ListFiltersProps) {
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {children}
      <Input.Search
        key={`mobile-${mobile}`}
        defaultValue={mobile}
        aria-label={mobileLabel}
        placeholder="完整手机号或后 4 位"
        allowClear
        style={{ width: 220 }}
        onSearch={(value) => onChange({ mobile: value.trim() })}
      />
      <DayRange start={from} end={to} onChange={({ start_time, end_time }) => onChange({ from: start_time, to: end_time })} />
      {filtered ? <Button onClick={onReset}>重置</Button> : null}
    </Space>
  );
}
