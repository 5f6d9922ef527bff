import { ArrowDownOutlined, ArrowUpOutlined } from 'shared-contracts/icons/more';
import styled from 'styled-components';
import { Typography } from 'shared-contracts/ui/more';
import type { ListParams } from '../utils/list-params';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 16px 0 12px;
  padding: 8px 12px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
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

/** Sorts 综合 / 最新 / 价格 (clicking 价格 again turns the order round). */
export function SortBar({ params, total, onChange }: { params: ListParams; total: number | undefined; onChange: (change: Partial<ListParams>) => void }) {
  const price = params.sortName === 'price';
  return (
    <Bar role="toolbar" aria-label="排序">
      <button type="button" aria-pressed={params.sortName === 'default'} onClick={() => onChange({ sortName: 'default' })}>
        综合
      </button>
      <button type="button" aria-pressed={params.sortName === 'time'} onClick={() => onChange({ sortName: 'time' })}>
        最新
      </button>
      <button
        type="button"
        aria-pressed={price}
        aria-label={price ? `价格${params.sortOrder === 'asc' ? '从低到高' : '从高到低'}` : '价格'}
        onClick={() => onChange({ sortName: 'price', sortOrder: price && params.sortOrder === 'asc' ? 'desc' : 'asc' })}
      >
        价格 {price ? params.sortOrder === 'asc' ? <ArrowUpOutlined /> : <ArrowDownOutlined /> : null}
      </button>
      <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
        {total === undefined ? '' : `共 ${total} 件商品`}
      </Typography.Text>
    </Bar>
  );
}
