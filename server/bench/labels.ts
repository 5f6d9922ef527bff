// `npm run bench` (part): 打印面单 — 1,000 shipping labels rendered into one PDF (src/services/suppliers/labels.ts),
// cold: the first call also reads the two 8 MB Noto Sans Hans fonts. Goal: under 10 s on the 2-core machine.
// Then a single label (warm), and the 1,000-page PDF read back with PDF.js (src/test-support/label-pdf-reader.ts):
// the page count, and every page's barcode decoded to its own waybill number.
import { renderLabelsPdf, type LabelParcel } from '../src/services/suppliers/labels';
import { readLabelsPdf } from '../src/test-support/label-pdf-reader';

const PARCELS = 1_000;
const GOAL_SECONDS = 10;

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '欧阳', '诸葛'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛'];
const PLACES = [
  ['浙江省', '杭州市', '西湖区', '文三路'],
  ['广东省', '深圳市', '南山区', '科技园南区高新南一道'],
  ['北京市', '北京市', '朝阳区', '建国路'],
  ['四川省', '成都市', '武侯区', '天府大道北段'],
  ['江苏省', '苏州市', '工业园区', '星湖街'],
];
const GOODS = ['精美礼品袋', '定制刻字保温杯 500ml', '手工香皂礼盒', '蓝牙音箱', '真丝围巾', '茶叶罐（西湖龙井）', '卡通钥匙扣'];
const COURIERS: [string, (i: number) => string][] = [
  ['中通快递', (i) => `78${String(i).padStart(10, '0')}`],
  ['圆通速递', (i) => `YT${String(8_000_000_000_000 + i)}`],
  ['顺丰速运', (i) => `SF${String(1_400_000_000_000 + i)}`],
  ['韵达快递', (i) => `43${String(i).padStart(11, '0')}`],
  ['京东快递', (i) => `JDVA${String(30_000_000_000 + i)}`],
];

function parcel(i: number): LabelParcel {
  const [courierName, waybill] = COURIERS[i % COURIERS.length];
  const [province, city, district, street] = PLACES[i % PLACES.length];
  return {
    waybillCode: waybill(i),
    courierName,
    parcelSn: `BP${String(i).padStart(12, '0')}`,
    orderSn: `B${String(Math.floor(i / 10)).padStart(12, '0')}`,
    recipient: {
      name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
      mobile: `1${String(30 + (i % 70))}****${String(i % 10_000).padStart(4, '0')}`,
      province,
      city,
      district,
      address: `${street} ${1 + (i % 999)} 号 ${1 + (i % 30)} 栋 ${100 + (i % 2_000)} 室`,
    },
    sender: { name: '礼品代发义乌仓', mobile: '0579-85550000', address: '浙江省金华市义乌市稠城街道工人北路 1 号 3 号库' },
    goods: { name: GOODS[i % GOODS.length], quantity: 1 + (i % 5) },
    printedAt: '2024-05-01 10:20',
  };
}

async function main() {
  const parcels = Array.from({ length: PARCELS }, (_, i) => parcel(i + 1));

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const pdf = await renderLabelsPdf(parcels);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // the process's CPU time too: on a machine busy with other work the wall time says more about the machine
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  const oneStarted = performance.now();
  await renderLabelsPdf(parcels.slice(0, 1));
  const oneMs = performance.now() - oneStarted;

  const readStarted = performance.now();
  const { pages } = await readLabelsPdf(pdf);
  const readSeconds = (performance.now() - readStarted) / 1000;
  const wrong = pages.filter((page, i) => page.barcodes.length !== 1 || page.barcodes[0] !== parcels[i].waybillCode || !page.text.includes(parcels[i].recipient.name)).length;

  const met = seconds < GOAL_SECONDS;
  console.log(`\n打印面单 (100 × 180 mm, Code 128 vector barcode, Noto Sans Hans subset)`);
  console.log(
    `  label PDF: ${PARCELS.toLocaleString()} parcels in ${seconds.toFixed(2)} s (CPU ${cpuSeconds.toFixed(2)} s; goal < ${GOAL_SECONDS} s${met ? '' : ', NOT met'}), ${(pdf.length / 1024 / 1024).toFixed(2)} MB, ${pages.length.toLocaleString()} pages`,
  );
  console.log(`  one label (fonts already read): ${Math.round(oneMs)} ms`);
  console.log(`  read back with PDF.js in ${readSeconds.toFixed(1)} s: ${(pages.length - wrong).toLocaleString()} / ${PARCELS.toLocaleString()} pages with their own barcode and recipient`);
  if (!met || pages.length !== PARCELS || wrong > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
