import { SearchOutlined } from '@ant-design/icons';
import { useState } from 'react';
import styled from 'styled-components';
import { PLATFORMS } from 'shared-contracts';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Input, InputNumber } from 'shared-contracts/ui/more';
import { useShopOptionsQuery } from '../../api/goods';
import type { ListParams } from './list-params';

const Bar = styled.section`
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  padding: 8px 20px;
`;

const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: 12px;
  padding: 10px 0;
  & + & {
    border-top: 1px dashed ${(p) => p.theme.colorBorderSecondary};
  }
  > strong {
    flex: none;
    width: 56px;
    color: ${(p) => p.theme.colorTextSecondary};
    font-weight: normal;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 4px;
`;

function ChipRow({ label, options, value, onChange }: { label: string; options: { value: string; label: string }[]; value: string; onChange: (v: string) => void }) {
  return (
    <Row role="group" aria-label={label}>
      <strong>{label}：</strong>
      <Chips>
        {[{ value: '', label: '全部' }, ...options].map((o) => (
          <Tag.CheckableTag key={o.value || 'all'} checked={value === o.value} onChange={() => onChange(o.value)}>
            {o.label}
          </Tag.CheckableTag>
        ))}
      </Chips>
    </Row>
  );
}

/** Keyword and price range: typed freely, applied with 确定 or Enter (a reversed range is put right). */
function SearchRow({ params, onChange }: { params: ListParams; onChange: (change: Partial<ListParams>) => void }) {
  const [keyword, setKeyword] = useState(params.keyword);
  const [priceMin, setPriceMin] = useState<number | null>(params.priceMin);
  const [priceMax, setPriceMax] = useState<number | null>(params.priceMax);
  const applySearch = () => {
    const [min, max] = priceMin !== null && priceMax !== null && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax];
    onChange({ keyword: keyword.trim(), priceMin: min, priceMax: max });
  };
  const filtered = params.keyword || params.express || params.area || params.platform || params.priceMin !== null || params.priceMax !== null;
  return (
    <Row>
      <strong>搜索：</strong>
      <Space wrap>
        <Input
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={applySearch}
          placeholder="搜索商品名称"
          aria-label="商品关键词"
          maxLength={50}
          prefix={<SearchOutlined />}
          style={{ width: 240 }}
        />
        <Space.Compact>
          <InputNumber min={0} max={99999} precision={2} value={priceMin} onChange={(v) => setPriceMin(v)} placeholder="最低价" aria-label="最低价" prefix="¥" style={{ width: 110 }} />
          <InputNumber min={0} max={99999} precision={2} value={priceMax} onChange={(v) => setPriceMax(v)} placeholder="最高价" aria-label="最高价" prefix="¥" style={{ width: 110 }} />
        </Space.Compact>
        <Button type="primary" onClick={applySearch}>
          确定
        </Button>
        {filtered ? (
          <Button type="link" onClick={() => onChange({ keyword: '', express: '', area: '', platform: null, priceMin: null, priceMax: null })}>
            清空筛选
          </Button>
        ) : null}
      </Space>
    </Row>
  );
}

/** Filters of GET /api/gift/goods/list: courier, send city, platform, keyword, price range (SPEC §7). */
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
      {/* keyed by the URL's values: back/forward or a shared link starts the boxes afresh */}
      <SearchRow key={`${params.keyword}|${params.priceMin}|${params.priceMax}`} params={params} onChange={onChange} />
    </Bar>
  );
}
