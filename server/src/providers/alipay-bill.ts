import { unzipSync } from 'fflate';
import type { AlipaySdk } from 'alipay-sdk';
import { parseYuan } from 'shared-contracts';
import { parseChinaTime } from 'shared-contracts/china-time';
import type { BillRow } from './payment';

/**
 * 支付宝's bill of one day (对账): `alipay.data.dataservice.bill.downloadurl.query` {bill_type: 'trade', bill_date}
 * gives a URL (valid 30 seconds) of a zip holding `<PID>_<YYYYMMDD>_业务明细.csv` and its 汇总, in GBK.
 * https://opendocs.alipay.com/apis/api_15/alipay.data.dataservice.bill.downloadurl.query (查询对账单下载地址)
 *
 * The detail file: `#` lines (title, account, dates), the header (支付宝交易号,商户订单号,业务类型,…,完成时间,…,
 * 订单金额（元）,…), one line per trade or refund (values padded with a tab), `#` lines at the end (totals).
 * Only 业务类型 交易 rows are payments. A day without trades has no bill: Alipay answers isp.bill_not_exist
 * (its documentation says BILL_NOT_EXIST; both are read as an empty day).
 */

/** Sub-codes meaning "no bill for that day". */
const NO_BILL = new Set(['isp.bill_not_exist', 'ACQ.BILL_NOT_EXIST', 'BILL_NOT_EXIST']);

export async function alipayBill(sdk: Pick<AlipaySdk, 'exec'>, date: string, fetchImpl: typeof fetch): Promise<BillRow[]> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`支付宝账单日期应为 YYYY-MM-DD：${date}`);
  const result = await sdk.exec(
    'alipay.data.dataservice.bill.downloadurl.query',
    { bizContent: { bill_type: 'trade', bill_date: date } },
    { validateSign: true },
  );
  if (result.code !== '10000') {
    if (NO_BILL.has(String(result.subCode ?? ''))) return [];
    throw new Error(
      `alipay.data.dataservice.bill.downloadurl.query ${date}: ${result.code} ${result.subCode ?? ''} ${result.subMsg ?? result.msg ?? ''}`.trim(),
    );
  }
  const url = result.billDownloadUrl;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`支付宝账单 ${date}: 应答缺少 bill_download_url`);
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`支付宝账单 ${date}: 下载失败（HTTP ${response.status}）`);
  return parseAlipayTradeBill(detailCsvOf(new Uint8Array(await response.arrayBuffer())));
}

const gbk = new TextDecoder('gb18030');

/**
 * The 业务明细 CSV inside the bill's zip, decoded from GBK. Alipay writes the entry names in GBK without the
 * zip's UTF-8 flag, which fflate reads as Latin-1: each name is also tried as those bytes decoded from GBK.
 */
export function detailCsvOf(zip: Uint8Array): string {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch {
    throw new Error('支付宝账单不是有效的 zip 文件');
  }
  for (const [name, bytes] of Object.entries(entries)) {
    const names = [name, [...name].every((char) => char.charCodeAt(0) <= 0xff) ? gbk.decode(Buffer.from(name, 'latin1')) : name];
    if (names.some((n) => n.endsWith('_业务明细.csv'))) return gbk.decode(bytes);
  }
  throw new Error(`支付宝账单 zip 中没有业务明细文件（有：${Object.keys(entries).join('、')}）`);
}

/** The 交易 rows of a 业务明细 CSV; a file it cannot read whole is thrown (对账 must not miss a payment silently). */
export function parseAlipayTradeBill(text: string): BillRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const at = lines.findIndex((line) => line.startsWith('支付宝交易号,'));
  if (at < 0) throw new Error('支付宝账单中找不到明细表头（支付宝交易号,商户订单号,…）');
  const header = lines[at].split(',').map((name) => name.trim());
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`支付宝账单缺少「${name}」列`);
    return index;
  };
  const [alipayNo, ourNo, type, finished, amount] = ['支付宝交易号', '商户订单号', '业务类型', '完成时间', '订单金额（元）'].map(column);

  const rows: BillRow[] = [];
  for (const line of lines.slice(at + 1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') continue;
    const values = line.split(',').map((value) => value.trim());
    // 备注, the last column, may hold commas; any other count is a file we do not understand
    if (values.length < header.length) throw new Error(`支付宝账单的明细行有 ${values.length} 列，表头有 ${header.length} 列`);
    if (values[type] !== '交易') continue;
    const fen = parseYuan(values[amount]);
    const paidAt = parseChinaTime(values[finished]);
    if (fen === null || paidAt === null || !values[ourNo] || !values[alipayNo]) throw new Error(`支付宝账单的明细行无法读取：${line.slice(0, 80)}`);
    rows.push({ tradeNo: values[ourNo], gatewayTradeNo: values[alipayNo], amount: fen, paidAt });
  }
  return rows;
}
