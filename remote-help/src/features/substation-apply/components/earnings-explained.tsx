import { fen, formatYuan, goodsPrice } from 'shared-contracts';
import { Card } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Rules = styled.ul`
  margin: 0;
  padding-left: 20px;
  line-height: 1.9;
  color: ${(p) => p.theme.colorText};
`;

const Example = styled.p`
  margin: 12px 0 0;
  padding: 12px 16px;
  border-radius: ${(p) => p.theme.borderRadius}px;
  background: ${(p) => p.theme.colorFillTertiary};
  color: ${(p) => p.theme.colorTextSecondary};
`;

/** The example the page works through, priced by the one rule (shared-contracts goodsPrice), in fen. */
const EXAMPLE = { listFen: 1000, cost_percent: 85, markup_percent: 20 };

/**
 * 收益怎么算: what the product does for a 分站 (issue 32) — its cost and prices, its margin per parcel and when it
 * can be withdrawn — with a worked example computed by the same rule the shop prices with.
 */
export function EarningsExplained() {
  const price = goodsPrice(EXAMPLE.listFen, EXAMPLE, null);
  return (
    <Card title="收益怎么算" style={{ marginBottom: 16 }}>
      <Rules>
        <li>成本价 = 主站标价 × 成本比例（开通时与主站约定，50%–100%，通常 85%）。</li>
        <li>售价 = 成本价 ×（100% + 加价比例），加价比例由你设置（0–300%）；也可以给单个商品设固定售价，但不能低于成本价。</li>
        <li>每个包裹的收益 = 会员实付 − 成本价 − 推广佣金（开启推广时从收益中支付，不超过该包裹的收益）；包裹被快递拒收退款时收益一并退回。</li>
        <li>收益先计入冻结收益，订单的包裹全部发货满冻结天数（默认 7 天）后转为可提现收益；申请提现到支付宝，由主站财务审核打款。</li>
        <li>会员的充值和货款都付给平台，开通分站不收取系统使用费；超时赔付由平台承担，不影响你的收益。</li>
      </Rules>
      <Example>
        例：主站标价 {formatYuan(fen(EXAMPLE.listFen))} 元，成本比例 {EXAMPLE.cost_percent}%，成本价 {formatYuan(price.cost!)} 元；加价 {EXAMPLE.markup_percent}%，售价{' '}
        {formatYuan(price.selling)} 元，每件收益 {formatYuan(fen(price.selling - price.cost!))} 元。
      </Example>
    </Card>
  );
}
