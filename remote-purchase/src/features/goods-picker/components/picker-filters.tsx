import { useState } from 'react';
import styled from 'styled-components';
import { parseYuan, fenToYuan } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { SearchOutlined } from 'shared-contracts/icons/more';
import { Button, Flex } from 'shared-contracts/ui';
import { Input, InputNumber, Select } from 'shared-contracts/ui/more';
import { usePickerOptionsQuery, type PickerFilters } from '../api/picker-goods';

const Row = styled(Flex)`
  .ant-select {
    width: 150px;
  }
`;

type Choice = Pick<PickerFilters, 'express_name' | 'province' | 'area_name' | 'category'>;
type Search = Pick<PickerFilters, 'keyword' | 'price_min' | 'price_max'>;

const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The product selection dialog's filters (SPEC §2.7): courier, province, region (city) and category from
 * GET /api/gift/shop/options, each only where the site's flags allow it; keyword and price range.
 */
export function PickerFilters({ value, onChange }: { value: PickerFilters; onChange: (change: Partial<PickerFilters>) => void }) {
  const { flags } = useSiteConfig();
  const { data } = usePickerOptionsQuery();
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [min, setMin] = useState<number | null>(value.price_min ?? null);
  const [max, setMax] = useState<number | null>(value.price_max ?? null);

  const select = (key: keyof Choice, label: string, values: string[] | undefined) => (
    <Select
      key={key}
      allowClear
      showSearch
      placeholder={label}
      aria-label={label}
      value={value[key]}
      loading={!data}
      options={options(values ?? [])}
      onChange={(v?: string) => onChange({ [key]: v || undefined })}
    />
  );

  const search = () => {
    const yuan = (n: number | null) => (n === null || parseYuan(n) === null ? undefined : fenToYuan(parseYuan(n)!));
    let low = yuan(min);
    let high = yuan(max);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    const change: Search = { keyword: keyword.trim() || undefined, price_min: low, price_max: high };
    onChange(change);
  };

  return (
    <Flex vertical gap={12}>
      <Row gap={12} wrap="wrap" role="group" aria-label="筛选">
        {flags.goods_filter_express !== false ? select('express_name', '快递', data?.express.map((e) => e.name)) : null}
        {flags.goods_filter_province !== false ? select('province', '省份', data?.provinces) : null}
        {flags.goods_filter_region !== false ? select('area_name', '地区', data?.cities) : null}
        {flags.goods_filter_category !== false ? select('category', '分类', data?.categories) : null}
      </Row>
      <Flex gap={8} wrap="wrap" align="center">
        <Input
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          placeholder="搜索商品名称"
          aria-label="关键词"
          maxLength={50}
          style={{ width: 240 }}
        />
        <InputNumber min={0} precision={2} value={min} onChange={(v) => setMin(v)} placeholder="最低价" aria-label="最低价" prefix="¥" style={{ width: 120 }} />
        <span>—</span>
        <InputNumber min={0} precision={2} value={max} onChange={(v) => setMax(v)} placeholder="最高价" aria-label="最高价" prefix="¥" style={{ width: 120 }} />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          搜索
        </Button>
      </Flex>
    </Flex>
  );
}
