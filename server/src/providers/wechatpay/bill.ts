import { parseYuan } from 'shared-contracts';
import { parseChinaTime } from 'shared-contracts/china-time';
import type { BillRow } from '../payment';

/**
 * Reads 微信支付's 交易账单 (the file `download_url` serves, CSV in UTF-8): a header line, one line per order with
 * every value prefixed by a backtick (so a spreadsheet keeps long numbers as text), then the summary header
 * (总交易单数,…) and its line. Columns are found by name — WeChat says their order may change:
 * https://pay.weixin.qq.com/docs/merchant/products/bill-download/format-trade.html
 *
 * Only 交易状态 SUCCESS rows are payments (an ALL bill also lists REFUND rows, which are skipped): 商户订单号 is our
 * trade number, 微信订单号 WeChat's, 订单金额 the amount in yuan, 交易时间 China time. A bill we cannot read whole
 * is thrown, never half-read: 对账 must not miss a payment silently.
 */
export function parseWechatTradeBill(text: string): BillRow[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const header = lines[0].split(',').map((name) => name.replace(/^`/, '').trim());
  const column = (name: string) => {
    const at = header.indexOf(name);
    if (at < 0) throw new Error(`微信支付账单缺少「${name}」列`);
    return at;
  };
  const [time, wechatNo, ourNo, state, amount] = ['交易时间', '微信订单号', '商户订单号', '交易状态', '订单金额'].map(column);

  const rows: BillRow[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('总交易单数') || line.startsWith('`总交易单数')) break;
    if (!line.startsWith('`')) throw new Error(`微信支付账单的明细行格式不对：${line.slice(0, 80)}`);
    // every value starts with a backtick: split there, so a comma inside a value (商品名称) stays in it
    const values = line
      .slice(1)
      .split(',`')
      .map((value) => value.trim());
    if (values.length !== header.length) throw new Error(`微信支付账单的明细行有 ${values.length} 列，表头有 ${header.length} 列`);
    if (values[state] !== 'SUCCESS') continue;
    const fen = parseYuan(values[amount]);
    const paidAt = parseChinaTime(values[time]);
    if (fen === null || paidAt === null || !values[ourNo] || !values[wechatNo]) throw new Error(`微信支付账单的明细行无法读取：${line.slice(0, 80)}`);
    rows.push({ tradeNo: values[ourNo], gatewayTradeNo: values[wechatNo], amount: fen, paidAt });
  }
  return rows;
}
