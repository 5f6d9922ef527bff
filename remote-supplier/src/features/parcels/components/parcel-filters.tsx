import { Button } from 'shared-contracts/ui';
import { Input, Select } from 'shared-contracts/ui/more';
import { DayRange, FilterBar } from 'shared-kits/list-page';
import type { ParcelFilterValues } from '../hooks/parcels-params';

export interface FilterOption {
  value: number;
  label: string;
}

interface ParcelFiltersProps {
  params: ParcelFilterValues;
  couriers: FilterOption[];
  goods: FilterOption[];
  onChange: (change: Partial<ParcelFilterValues>) => void;
  filtered: boolean;
  onReset: () => void;
}

/** 待发货's filters: courier, goods, the order's China days, a waybill or parcel number; 重置 when any is set. */
export function ParcelFilters({ params, couriers, goods, onChange, filtered, onReset }: ParcelFiltersProps) {
  return (
    <FilterBar style={{ marginBottom: 12 }}>
      <Select
        aria-label="快递"
        style={{ width: 150 }}
        value={params.courier_id ?? 0}
        options={[{ value: 0, label: '全部快递' }, ...couriers]}
        onChange={(value: number) => onChange({ courier_id: value || undefined })}
      />
      <Select
        aria-label="商品"
        style={{ width: 220 }}
        showSearch={{ optionFilterProp: 'label' }}
        value={params.goods_id ?? 0}
        options={[{ value: 0, label: '全部商品' }, ...goods]}
        onChange={(value: number) => onChange({ goods_id: value || undefined })}
      />
      <DayRange aria-label="下单日期" start={params.from} end={params.to} onChange={({ start_time, end_time }) => onChange({ from: start_time, to: end_time })} />
      <Input.Search
        key={`keyword-${params.keyword}`}
        defaultValue={params.keyword}
        aria-label="运单号或包裹号"
        placeholder="运单号 / 包裹号"
        allowClear
        style={{ width: 240 }}
        onSearch={(value) => onChange({ keyword: value.trim() })}
      />
      {filtered ? <Button onClick={onReset}>重置</Button> : null}
    </FilterBar>
  );
}
