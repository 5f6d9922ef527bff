import { useState, type ReactNode } from 'react';
import { fenToYuan, parseYuan } from 'shared-contracts';
import { SearchOutlined } from 'shared-contracts/icons/more';
import { Button, Space } from 'shared-contracts/ui';
import { Input, InputNumber } from 'shared-contracts/ui/more';

/** What the search row applies: the keyword (trimmed, '' for none) and the price range in yuan. */
export interface GoodsSearch {
  keyword: string;
  priceMin: number | null;
  priceMax: number | null;
}

/** A price as exact yuan (at most two decimals), null when empty or not an amount. */
const yuan = (value: number | null) => {
  const amount = value === null ? null : parseYuan(value);
  return amount === null ? null : fenToYuan(amount);
};

/** The search a row's boxes make: keyword trimmed, prices as exact yuan, a reversed range put right. */
export function goodsSearchOf(keyword: string, min: number | null, max: number | null): GoodsSearch {
  const [low, high] = [yuan(min), yuan(max)];
  const reversed = low !== null && high !== null && low > high;
  return { keyword: keyword.trim(), priceMin: reversed ? high : low, priceMax: reversed ? low : high };
}

export interface GoodsSearchRowProps {
  /** The applied search the boxes start from (key the row by it to start afresh when it changes elsewhere). */
  value: GoodsSearch;
  onSearch: (search: GoodsSearch) => void;
  /** The keyword box's accessible name. */
  keywordLabel?: string;
  /** The button that applies the search. */
  submitText?: string;
  /** After the button, e.g. 清空筛选. */
  extra?: ReactNode;
}

/**
 * Keyword and price range of a goods list (SPEC §2.7, §7 goods list): typed freely, applied with the button
 * or Enter in the keyword box.
 */
export function GoodsSearchRow({ value, onSearch, keywordLabel = '商品关键词', submitText = '确定', extra }: GoodsSearchRowProps) {
  const [keyword, setKeyword] = useState(value.keyword);
  const [priceMin, setPriceMin] = useState<number | null>(value.priceMin);
  const [priceMax, setPriceMax] = useState<number | null>(value.priceMax);
  const apply = () => onSearch(goodsSearchOf(keyword, priceMin, priceMax));
  return (
    <Space wrap>
      <Input
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={apply}
        placeholder="搜索商品名称"
        aria-label={keywordLabel}
        maxLength={50}
        prefix={<SearchOutlined />}
        style={{ width: 240 }}
      />
      <Space.Compact>
        <InputNumber min={0} max={99999} precision={2} value={priceMin} onChange={(v) => setPriceMin(v)} placeholder="最低价" aria-label="最低价" prefix="¥" style={{ width: 110 }} />
        <InputNumber min={0} max={99999} precision={2} value={priceMax} onChange={(v) => setPriceMax(v)} placeholder="最高价" aria-label="最高价" prefix="¥" style={{ width: 110 }} />
      </Space.Compact>
      <Button type="primary" onClick={apply}>
        {submitText}
      </Button>
      {extra}
    </Space>
  );
}
