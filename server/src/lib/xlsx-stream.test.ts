import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { columnLetters, streamXlsx, type XlsxCell } from './xlsx-stream';

const COLUMNS = [
  { header: '订单号', width: 22 },
  { header: '收件人', width: 10 },
  { header: '金额（元）', width: 10 },
];

async function* batchesOf(rows: XlsxCell[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('streamXlsx', () => {
  it('writes a file Excel readers open: header in bold, text and numbers in their cells, odd characters made safe', async () => {
    const rows: XlsxCell[][] = [
      ['2291-0755-8812-3306', '陈先生 <VIP> & "友"', 12.5],
      ['A2', `控制\u0001字符\u0008`, 0],
      ['A3', '', null],
    ];
    const file = await buffer(streamXlsx('包裹', COLUMNS, batchesOf(rows, 2)));

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('包裹')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '订单号', '收件人', '金额（元）']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).values).toEqual([undefined, '2291-0755-8812-3306', '陈先生 <VIP> & "友"', 12.5]);
    expect(sheet.getRow(3).getCell(2).value).toBe('控制字符');
    expect(sheet.getRow(3).getCell(3).value).toBe(0);
    expect(sheet.getColumn(1).width).toBe(22);

    const sheetjs = XLSX.read(file);
    expect(sheetjs.SheetNames).toEqual(['包裹']);
    expect(XLSX.utils.sheet_to_json(sheetjs.Sheets['包裹'], { header: 1 })).toEqual([
      ['订单号', '收件人', '金额（元）'],
      ['2291-0755-8812-3306', '陈先生 <VIP> & "友"', 12.5],
      ['A2', '控制字符', 0],
      ['A3'],
    ]);
  });

  it('reads rows only as fast as the file is read: a client that stops reading stops the reads behind it', async () => {
    let batchesRead = 0;
    async function* endless() {
      for (let i = 0; ; i++) {
        batchesRead++;
        // text that does not compress to nothing, as names and addresses do not
        yield Array.from({ length: 1000 }, (_, j) => [`SN${i * 1000 + j}`, Math.random().toString(36), j]);
      }
    }
    const stream = streamXlsx('包裹', COLUMNS, endless());
    const client = new PassThrough({ highWaterMark: 16 * 1024 });
    stream.pipe(client); // nobody reads the client side
    const settled = async () => {
      for (let seen = -1; seen !== batchesRead; ) {
        seen = batchesRead;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return batchesRead;
    };
    const readWhilePaused = await settled();
    expect(readWhilePaused).toBeLessThan(20); // 20,000 rows would be a buffered export, not a stream

    // reading again reads on
    client.resume();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchesRead).toBeGreaterThan(readWhilePaused);
    client.pause();
    const readBeforeLeaving = await settled();

    // the client goes away: the export ends, and no more rows are read
    stream.destroy();
    client.resume();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchesRead).toBe(readBeforeLeaving);
  });

  it('fails the file when a read fails, so a broken download is never taken for a short one', async () => {
    async function* failing() {
      yield [['SN1', '陈先生', 1]];
      throw new Error('database gone');
    }
    await expect(buffer(streamXlsx('包裹', COLUMNS, failing()))).rejects.toThrow('database gone');
  });

  it('names columns past Z as Excel does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
