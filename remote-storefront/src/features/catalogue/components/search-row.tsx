import { SearchOutlined } from 'shared-contracts/icons/more';
import { useState } from 'react';
import { Button, Space } from 'shared-contracts/ui';
import { Input, InputNumber } from 'shared-contracts/ui/more';
import { FILTER_KEYS, goodsListParams, type ListParams } from '../utils/list-params';
import { Row } from './filter-row';

/** Keyword and price range: typed freely, applied with 确定 or Enter (a reversed range is put right). */
export function SearchRow({ params, onChange }: { params: ListParams; onChange: (change: Partial<ListParams>) => void }) {
  const [keyword, setKeyword] = useState(params.keyword);
  const [priceMin, setPriceMin] = useState<number | null>(params.priceMin);
  const [priceMax, setPriceMax] = useState<number | null>(params.priceMax);
  const applySearch = () => {
    const [min, max] = priceMin !== null && priceMax !== null && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax];
    onChange({ keyword: keyword.trim(), priceMin: min, priceMax: max });
  };
  const filtered = goodsListParams.isFiltered(params, FILTER_KEYS);
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
