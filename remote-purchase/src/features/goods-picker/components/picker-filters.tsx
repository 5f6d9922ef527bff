import styled from 'styled-components';
import { useSiteConfig } from 'shared-contracts/app';
import { Flex } from 'shared-contracts/ui';
import { Select } from 'shared-contracts/ui/more';
import { GoodsSearchRow, type GoodsSearch } from 'shared-kits/goods-filters';
import { usePickerOptionsQuery, type PickerFilters } from '../api/picker-goods';

const Row = styled(Flex)`
  .ant-select {
    width: 150px;
  }
`;

type Choice = Pick<PickerFilters, 'express_name' | 'province' | 'area_name' | 'category'>;

const options = (values: string[]) => values.map((v) => ({ value: v, label: v }));

/**
 * The product selection dialog's filters (SPEC §2.7): courier, province, region (city) and category from
 * GET /api/gift/shop/options, each only where the site's flags allow it; keyword and price range (the goods
 * lists' search row).
 */
export function PickerFilters({ value, onChange }: { value: PickerFilters; onChange: (change: Partial<PickerFilters>) => void }) {
  const { flags } = useSiteConfig();
  const { data } = usePickerOptionsQuery();

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

  const search = ({ keyword, priceMin, priceMax }: GoodsSearch) =>
    onChange({ keyword: keyword || undefined, price_min: priceMin ?? undefined, price_max: priceMax ?? undefined });

  return (
    <Flex vertical gap={12}>
      <Row gap={12} wrap="wrap" role="group" aria-label="筛选">
        {flags.goods_filter_express !== false ? select('express_name', '快递', data?.express.map((e) => e.name)) : null}
        {flags.goods_filter_province !== false ? select('province', '省份', data?.provinces) : null}
        {flags.goods_filter_region !== false ? select('area_name', '地区', data?.cities) : null}
        {flags.goods_filter_category !== false ? select('category', '分类', data?.categories) : null}
      </Row>
      <GoodsSearchRow
        value={{ keyword: value.keyword ?? '', priceMin: value.price_min ?? null, priceMax: value.price_max ?? null }}
        onSearch={search}
        keywordLabel="关键词"
        submitText="搜索"
      />
    </Flex>
  );
}
