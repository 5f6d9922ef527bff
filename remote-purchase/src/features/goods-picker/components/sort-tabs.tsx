import styled from 'styled-components';
import { ArrowDownOutlined, ArrowUpOutlined } from 'shared-contracts/icons/more';
import type { PickerFilters } from '../api/picker-goods';

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

type Sort = Pick<PickerFilters, 'sort_name' | 'sort_order'>;

/** 推荐 / 最新 / 价格 (SPEC §2.7): 价格 again turns the order round. */
export function SortTabs({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const price = value.sort_name === 'price';
  return (
    <Bar role="toolbar" aria-label="排序">
      <button type="button" aria-pressed={value.sort_name === 'default'} onClick={() => onChange({ sort_name: 'default', sort_order: undefined })}>
        推荐
      </button>
      <button type="button" aria-pressed={value.sort_name === 'time'} onClick={() => onChange({ sort_name: 'time', sort_order: undefined })}>
        最新
      </button>
      <button
        type="button"
        aria-pressed={price}
        aria-label={price ? `价格${value.sort_order === 'asc' ? '从低到高' : '从高到低'}` : '价格'}
        onClick={() => onChange({ sort_name: 'price', sort_order: price && value.sort_order === 'asc' ? 'desc' : 'asc' })}
      >
        价格 {price ? value.sort_order === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : null}
      </button>
    </Bar>
  );
}
