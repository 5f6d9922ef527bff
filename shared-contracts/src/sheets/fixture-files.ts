/**
 * The spreadsheet fixtures' file writers (issue 11): .xlsx/.xls through `xlsx`, CSV in GBK or UTF-8 (with or
 * without BOM) through `iconv-lite`, a password-protected .xlsx, and the big 淘宝 export the benches read.
 */
import iconv from 'iconv-lite';
import * as XLSX from 'xlsx';

export type Cell = string | number | null;

// ---------------------------------------------------------------- writers

export function xlsxBytes(rows: Cell[][], bookType: 'xlsx' | 'xls' = 'xlsx', textColumns: number[] = []): Uint8Array {
  const ws = XLSX.utils.aoa_to_sheet(rows);
  // cells the platform stores as text ("s") even when they are digits
  for (const [r, row] of rows.entries()) {
    for (const c of textColumns) {
      const addr = XLSX.utils.encode_cell({ r, c });
      const cell = ws[addr] as XLSX.CellObject | undefined;
      if (cell && row[c] !== null && typeof row[c] === 'string') cell.t = 's';
    }
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, '订单');
  const out = XLSX.write(wb, { type: 'array', bookType: bookType === 'xls' ? 'biff8' : 'xlsx', compression: true }) as ArrayBuffer;
  return new Uint8Array(out);
}

function csvText(rows: Cell[][]): string {
  return rows
    .map((row) =>
      row
        .map((v) => {
          const s = v === null ? '' : String(v);
          return /[",\n\r]/.test(s) || s.startsWith('\t') ? `"${s.replace(/"/g, '""')}"` : s;
        })
        .join(','),
    )
    .join('\r\n');
}

export function csvBytes(rows: Cell[][], encoding: 'gbk' | 'utf8' | 'utf8bom'): Uint8Array {
  const text = csvText(rows) + '\r\n';
  if (encoding === 'gbk') return new Uint8Array(iconv.encode(text, 'gbk'));
  const utf8 = new TextEncoder().encode(text);
  if (encoding === 'utf8') return utf8;
  const out = new Uint8Array(utf8.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(utf8, 3);
  return out;
}

/** A password-protected .xlsx as Excel writes it: an OLE (CFB) container with EncryptionInfo and EncryptedPackage. */
export function encryptedXlsxBytes(): Uint8Array {
  const cfb = XLSX.CFB.utils.cfb_new();
  const info = new Uint8Array(200);
  info.set([4, 0, 4, 0, 0x40, 0, 0, 0]); // agile encryption, version 4.4
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptionInfo', info);
  const pkg = new Uint8Array(5000);
  for (let i = 0; i < pkg.length; i += 1) pkg[i] = (i * 131 + 7) & 0xff;
  XLSX.CFB.utils.cfb_add(cfb, 'EncryptedPackage', pkg);
  const out = XLSX.CFB.write(cfb, { type: 'array' }) as ArrayBuffer | number[];
  return out instanceof ArrayBuffer ? new Uint8Array(out) : Uint8Array.from(out);
}


/**
 * The big 淘宝 export the benches read (`npm run bench`: scripts/bench-sheets.mjs in Node, e2e/src/bench-sheets.ts
 * in the browser): `count` orders, one per row, an .xlsx with the order numbers and phones stored as text.
 * 50,000 rows come to about 4.5 MB, just under the upload limit.
 */
export function benchTaobaoExport(count: number): Uint8Array {
  const cities = [
    ['浙江省', '杭州市', '西湖区'],
    ['广东省', '深圳市', '南山区'],
    ['江苏省', '南京市', '鼓楼区'],
    ['北京', '北京市', '朝阳区'],
    ['四川省', '成都市', '武侯区'],
    ['湖北省', '武汉市', '洪山区'],
  ];
  const rows: Cell[][] = [['订单编号', '买家会员名', '订单状态', '买家留言', '收货人姓名', '收货地址', '联系手机', '订单备注']];
  for (let i = 0; i < count; i += 1) {
    const [p, c, d] = cities[i % cities.length];
    rows.push([
      `23112${String(1e13 + i * 7919).padStart(14, '0')}`,
      `buyer_${i}`,
      '买家已付款，等待卖家发货',
      i % 5 === 0 ? '请尽快发货，谢谢' : null,
      ['张三', '李四', '王小明', '欧阳娜娜'][i % 4],
      `${p} ${c} ${d} 文三路${i % 997}号${100 + (i % 20)}室(310000)`,
      `13${String(800000000 + i).padStart(9, '0')}`,
      i % 7 === 0 ? '送礼' : null,
    ]);
  }
  return xlsxBytes(rows, 'xlsx', [0, 6]);
}
