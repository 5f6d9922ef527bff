import styled from 'styled-components';
import { yuan } from '../../../utils/yuan';

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  small {
    font-size: 12px;
    color: ${(p) => p.theme.colorError};
  }
`;

/** A right-aligned amount cell (订单列表, 我的礼品): ¥ paid with two decimals, and 已退 ¥x below when refused parcels' money went back. */
export function MoneyCell({ paid, refunded = 0 }: { paid: number; refunded?: number }) {
  return (
    <Stacked>
      <span>¥{yuan(paid)}</span>
      {refunded > 0 ? <small>已退 ¥{yuan(refunded)}</small> : null}
    </Stacked>
  );
}
