// Whatever is pasted, recognition returns rows and rejections of the right shape, quickly (issue 3:
// "any text, including random bytes and 5 MB of noise").
import fc from 'fast-check';
import { buildRegionIndex, recogniseRecipients, RecognitionMessages, type RecognitionResult, type RejectCode } from './index';
import { regionData } from './region-data';

const regions = buildRegionIndex(regionData);
const CODES: RejectCode[] = ['no_phone', 'invalid_phone', 'no_province', 'name_too_long', 'no_name', 'duplicate', 'landline_only'];
const MESSAGES: (string | undefined)[] = [undefined, RecognitionMessages.empty, RecognitionMessages.nothing];
const FIELDS = ['shop_order', 'rec_name', 'rec_mobile', 'rec_province', 'rec_city', 'rec_district', 'rec_address'] as const;

/** What is wrong with the shape of a result (plain checks: noise gives 100,000s of rejections). */
function shapeProblems(text: string, result: RecognitionResult): string[] {
  const problems: string[] = [];
  const lineCount = text.split(/\r\n|\n|\r/).length;
  const bad = (what: string, x: unknown) => problems.push(`${what}: ${JSON.stringify(x)}`);
  if (!Array.isArray(result.rows) || !Array.isArray(result.rejected)) return ['rows/rejected not arrays'];
  if (!MESSAGES.includes(result.message)) bad('message', result.message);
  if (result.rows.length > 0 && result.message !== undefined) bad('message with rows', result.message);
  const lineOk = (line: number) => Number.isInteger(line) && line >= 1 && line <= lineCount;
  const seen = new Set<number>();
  for (const row of result.rows) {
    if (!lineOk(row.line) || seen.has(row.line)) bad('row line', row);
    seen.add(row.line);
    if (FIELDS.some((f) => typeof row[f] !== 'string')) bad('row fields', row);
    if (!/^1[3-9]\d{9}(-\d{1,5})?$/.test(row.rec_mobile)) bad('rec_mobile', row);
    // an ambiguous place leaves the province to the user's choice among two or more candidates
    if (row.rec_province === '' && !((row.candidates?.length ?? 0) >= 2 && row.warning)) bad('rec_province', row);
    if (row.rec_name === '' || Array.from(row.rec_name).length > 4) bad('rec_name', row);
  }
  for (const r of result.rejected) {
    if (!lineOk(r.line) || seen.has(r.line)) bad('rejected line', r);
    seen.add(r.line);
    if (!CODES.includes(r.code) || typeof r.reason !== 'string' || r.reason === '' || typeof r.text !== 'string') bad('rejected', r);
  }
  return problems.slice(0, 5);
}

/** Recognises and checks the result's shape; returns it for further checks. */
function check(text: string): RecognitionResult {
  const result = recogniseRecipients(text, regions);
  const problems = shapeProblems(text, result);
  if (problems.length > 0) expect({ text: text.slice(0, 300), problems }).toEqual({ text: text.slice(0, 300), problems: [] });
  return result;
}

const FRAGMENTS = [
  '张三', '欧阳娜娜娜', 'Tom', '王先生', '收货人：', '手机号码:', '所在地区：', '详细地址：', '地址:', '订单编号：',
  '13800138000', '+86 138 0013 8000', '138-0013-8000', '13800138000-1234', '12800138000', '0571-88886666', '138****8000', '86',
  '310012', '2023110100001', '231120-1', '-', '--', '1', '0',
  '浙江省', '浙江', '杭州市', '杭州', '西湖区', '临平', '北京', '北京市', '朝阳区', '上海 上海市', '浦东新区', '重庆', '忠县', '县',
  '湖北', '仙桃', '东莞', '长安镇', '儋州', '恩施州', '内蒙古', '广西', '新疆', '香港', '九龙', '台湾', '省直辖县', '市辖区',
  '中山路', '南京东路', '大港区', '廣東省', '深圳市', '南山區', '文三路100号', '3栋2单元501室',
  ',', '，', ';', '；', '\t', ' ', '　', ':', '：', '、', '|', '(', ')', '【', '】', '·', '\u200b', '\ud83d\ude00', '\ud800',
];
const fragmentLine = fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 14 }).map((parts) => parts.join(''));
const fragmentText = fc.array(fragmentLine, { maxLength: 8 }).map((lines) => lines.join('\n'));

describe('recognition never throws', () => {
  it('on arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), (s) => void check(s)), { numRuns: 300 });
  });

  it('on arbitrary unicode (graphemes and full code points, lone surrogates included)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => void check(s)), { numRuns: 200 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => void check(s)), { numRuns: 200 });
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 }), (codes) => void check(String.fromCharCode(...codes))), { numRuns: 200 });
  });

  it('on random bytes read as latin1 and as utf8', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1000 }), (bytes) => {
        check(Buffer.from(bytes).toString('latin1'));
        check(Buffer.from(bytes).toString('utf8'));
      }),
      { numRuns: 200 },
    );
  });

  it('on lines built from names, phones, places, labels and punctuation', () => {
    fc.assert(fc.property(fragmentText, (text) => void check(text)), { numRuns: 1000 });
  });

  it('on long lines and many lines', () => {
    const line = '张三,13800138000,浙江省杭州市西湖区文三路100号';
    check(line + '号'.repeat(100_000));
    check('浙江省'.repeat(50_000));
    check(`${'1'.repeat(10_000)} 13800138000 ${'-'.repeat(10_000)}`);
    const many = Array.from({ length: 2000 }, (_, i) => `${line}${i}`).join('\n');
    expect(check(many).rows).toHaveLength(2000);
  });

  it('on 5 MB of noise, quickly', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    const alphabet = '张王李赵省市区县路号浙江杭州北京上海广东深圳0123456789,，;:：- \t\n+*()【】abcXYZ·。、\u3000\r';
    const parts: string[] = [];
    for (let i = 0; i < 5 * 1024 * 1024; i += 1) {
      const r = next();
      parts.push(r % 97 === 0 ? String.fromCharCode(r % 0xd7ff) : alphabet[r % alphabet.length]);
    }
    const noise = parts.join('');
    const started = Date.now();
    check(noise);
    check(noise.replace(/[\n\r]/g, ' ')); // one 5 MB line
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
