import styled from 'styled-components';
import { ArrowDownOutlined, ArrowUpOutlined } from 'shared-contracts/icons/more';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  button {
    border: 1px solid transparent;
    background: none;
    padding: 4px 14px;
    border-radius: 4px;
    cursor: pointer;
    font-size: 14px;
    color: ${(p) => p.theme.colorText};
  }
  button[aria-pressed='true'] {
    color: #fff;
    background: ${(p) => p.theme.colorPrimary};
  }
  button:not([aria-pressed='true']):hover {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

/** As antd's secondary Typography.Text, without loading Typography for it. */
const Total = styled.span`
  margin-left: auto;
  color: ${(p) => p.theme.colorTextDescription};
`;

export type GoodsSortName = 'default' | 'time' | 'price';
export type GoodsSortOrder = 'asc' | 'desc';

export interface GoodsSort {
  sortName: GoodsSortName;
  /** Only a price sort has a direction. */
  sortOrder?: GoodsSortOrder;
}

export interface GoodsSortBarProps {
  value: GoodsSort;
  onChange: (sort: GoodsSort) => void;
  /** The first button's text: 综合 on the goods list, 推荐 in the product selection dialog. */
  defaultLabel?: string;
  /** 共 N 件商品 at the end of the bar once known. */
  total?: number;
  className?: string;
}

/**
 * The goods list's sorts (SPEC §2.7): default / 最新 / 价格, clicking 价格 again turns its order round (the first
 * click sorts ascending). A toolbar named 排序; a page frames it to its surroundings with styled(GoodsSortBar).
 */
export function GoodsSortBar({ value, onChange, defaultLabel = '综合', total, className }: GoodsSortBarProps) {
  const price = value.sortName === 'price';
  return (
    <Bar role="toolbar" aria-label="排序" className={className}>
      <button type="button" aria-pressed={value.sortName === 'default'} onClick={() => onChange({ sortName: 'default' })}>
        {defaultLabel}
      </button>
      <button type="button" aria-pressed={value.sortName === 'time'} onClick={() => onChange({ sortName: 'time' })}>
        最新
      </button>
      <button
        type="button"
        aria-pressed={price}
        aria-label={price ? `价格${value.sortOrder === 'asc' ? '从低到高' : '从高到低'}` : '价格'}
        onClick={() => onChange({ sortName: 'price', sortOrder: price && value.sortOrder === 'asc' ? 'desc' : 'asc' })}
      >
        价格 {price ? value.sortOrder === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : null}
      </button>
      {total === undefined ? null : <Total>{`共 ${total} 件商品`}</Total>}
    </Bar>
  );
}
