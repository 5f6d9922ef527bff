/**
 * `npm run --silent parse-sheet -- FILE` (scripts/parse-sheet.mjs) end to end: recipients as JSON lines
 * on stdout, rejected rows on stderr, an unreadable file as one line on stderr with exit code 1.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSheetFixtures, encryptedXlsxBytes } from '../../fixtures/sheets';

const ROOT = path.resolve(__dirname, '../../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'parse-sheet-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(fileName: string, bytes: Uint8Array) {
  const file = path.join(dir, fileName);
  writeFileSync(file, bytes);
  const out = spawnSync('node', ['scripts/parse-sheet.mjs', file], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { status: out.status, stdout: out.stdout, stderr: out.stderr };
}

describe('parse-sheet CLI', () => {
  it('prints one JSON object per recipient and 第N行：reason per rejected row', () => {
    const fixture = buildSheetFixtures().find((f) => f.kind === 'tb' && f.fileName.endsWith('.xlsx'))!;
    const { status, stdout, stderr } = run(fixture.fileName, fixture.bytes);
    expect(status).toBe(0);
    const rows = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      row: 5,
      shop_order: '2311201234567890123',
      rec_name: '李四',
      rec_mobile: '13912345678',
      rec_province: '浙江省',
      rec_city: '杭州市',
      rec_district: '西湖区',
      rec_address: '文三路100号',
      use_name: 'tb_buyer01',
      remark: '请尽快发货',
      platform: 2,
      statuses: ['买家已付款，等待卖家发货'],
    });
    expect(rows[1].rec_province).toBe('北京市');
    expect(stderr).toBe('第10行：没有手机号码\n');
  }, 60_000);

  it('reads a GBK CSV', () => {
    const fixture = buildSheetFixtures().find((f) => f.kind === 'jd' && f.fileName.endsWith('.csv'))!;
    const { status, stdout } = run('jd.csv', fixture.bytes);
    expect(status).toBe(0);
    expect(JSON.parse(stdout.split('\n')[0])).toMatchObject({ rec_name: '张三', rec_city: '北京市', platform: 1 });
  }, 60_000);

  it('exits 1 with one line for a file it cannot read', () => {
    const notSheet = run('photo.xlsx', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2]));
    expect(notSheet).toEqual({ status: 1, stdout: '', stderr: '上传失败\n' });
    const locked = run('locked.xlsx', encryptedXlsxBytes());
    expect(locked.status).toBe(1);
    expect(locked.stderr).toMatch(/^文件已加密.*\n$/);
  }, 60_000);
});
