import styled from 'styled-components';
import { PLATFORMS } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { GoodsSearchRow } from 'shared-kits/goods-filters';
import { useShopOptionsQuery } from '../api/shops';
import { FILTER_KEYS, goodsListParams, type ListParams } from '../utils/list-params';
import { ChipRow } from './chip-row';
import { Row } from './filter-row';

const Bar = styled.section`
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  padding: 8px 20px;
`;

/** Filters of GET /api/gift/goods/list: courier, send city, platform, keyword, price range (SPEC §7); keyword and prices applied with 确定 or Enter. */
export function FilterBar({ params, onChange }: { params: ListParams; onChange: (change: Partial<ListParams>) => void }) {
  const { data: options } = useShopOptionsQuery();
  return (
    <Bar aria-label="商品筛选">
      <ChipRow label="快递" options={(options?.express ?? []).map((e) => ({ value: e.name, label: e.name }))} value={params.express} onChange={(express) => onChange({ express })} />
      <ChipRow label="发货地" options={(options?.cities ?? []).map((c) => ({ value: c, label: c }))} value={params.area} onChange={(area) => onChange({ area })} />
      <ChipRow
        label="平台"
        options={PLATFORMS.map((p) => ({ value: String(p.id), label: p.name }))}
        value={params.platform ? String(params.platform) : ''}
        onChange={(v) => onChange({ platform: v ? Number(v) : null })}
      />
      <Row>
        <strong>搜索：</strong>
        {/* keyed by the URL's values: back/forward or a shared link starts the boxes afresh */}
        <GoodsSearchRow
          key={`${params.keyword}|${params.priceMin}|${params.priceMax}`}
          value={params}
          onSearch={onChange}
          extra={
            goodsListParams.isFiltered(params, FILTER_KEYS) ? (
              <Button type="link" onClick={() => onChange({ keyword: '', express: '', area: '', platform: null, priceMin: null, priceMax: null })}>
                清空筛选
              </Button>
            ) : null
          }
        />
      </Row>
    </Bar>
  );
}
