// `node scripts/bench-recipients.mjs` (also run by `npm run bench`): figures of the recipient line
// recognition engine (issue 3):
// - accuracy on the fixture set (recipient-engine/fixtures/recipients/*.json) per field, per fixture
//   file (cases passing, and row fields right) and per kind, with every failing case;
// - speed: building the region index, and recognising 10,000 lines in this process (median of 5);
// - the `npm run --silent parse-recipients` command end to end on the same 10,000 lines;
// - the size of the region data chunk as the browser gets it (esbuild bundle + minify + gzip).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIXTURES, ROOT, SOURCES, ensureEngineBundle, loadEngine } from './recipients-bundle.mjs';

const LINES = 10_000;
const RUNS = 5;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (right, total) => (total === 0 ? '—' : `${((100 * right) / total).toFixed(1)}%`);
const ms = (x) => `${x.toFixed(1)} ms`;

function loadFixtures() {
  const cases = [];
  for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.json')).sort()) {
    for (const c of JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'))) cases.push({ ...c, file });
  }
  return cases;
}

function accuracy(engine, regions, cases) {
  const fields = Object.fromEntries(engine.ROW_FIELDS.map((f) => [f, { right: 0, total: 0 }]));
  const rejected = { right: 0, total: 0 };
  const kinds = new Map();
  const files = new Map();
  const failures = [];
  for (const c of cases) {
    const cmp = engine.compareCase(c, engine.recogniseRecipients(c.input, regions));
    for (const f of engine.ROW_FIELDS) {
      fields[f].right += cmp.fields[f].right;
      fields[f].total += cmp.fields[f].total;
    }
    rejected.right += cmp.rejected.right;
    rejected.total += cmp.rejected.total;
    const kind = kinds.get(c.kind) ?? { pass: 0, total: 0 };
    const file = files.get(c.file) ?? { pass: 0, total: 0, fieldsRight: 0, fields: 0 };
    kind.total += 1;
    file.total += 1;
    if (cmp.problems.length === 0) {
      kind.pass += 1;
      file.pass += 1;
    } else failures.push({ c, problems: cmp.problems });
    for (const f of engine.ROW_FIELDS) {
      file.fieldsRight += cmp.fields[f].right;
      file.fields += cmp.fields[f].total;
    }
    kinds.set(c.kind, kind);
    files.set(c.file, file);
  }
  console.log(`\n准确率 — fixture set: ${cases.length} cases, ${cases.length - failures.length} pass (${pct(cases.length - failures.length, cases.length)})`);
  console.log('  per field:');
  for (const f of engine.ROW_FIELDS) console.log(`    ${f.padEnd(14)} ${pct(fields[f].right, fields[f].total).padStart(7)}  (${fields[f].right}/${fields[f].total})`);
  console.log(`    ${'rejected code'.padEnd(14)} ${pct(rejected.right, rejected.total).padStart(7)}  (${rejected.right}/${rejected.total})`);
  console.log('  per fixture file (cases passing; row fields right):');
  for (const [file, f] of [...files.entries()].sort()) {
    console.log(`    ${file.padEnd(26)} ${pct(f.pass, f.total).padStart(7)}  (${f.pass}/${f.total})   fields ${pct(f.fieldsRight, f.fields).padStart(7)}  (${f.fieldsRight}/${f.fields})`);
  }
  console.log('  per kind (cases passing):');
  for (const [kind, k] of [...kinds.entries()].sort()) console.log(`    ${kind.padEnd(18)} ${pct(k.pass, k.total).padStart(7)}  (${k.pass}/${k.total})`);
  if (failures.length === 0) console.log('  failing cases: none');
  for (const { c, problems } of failures) {
    console.log(`  ✗ ${c.file} [${c.kind}] ${c.note}\n      input: ${JSON.stringify(c.input).slice(0, 200)}`);
    for (const p of problems) console.log(`      ${p}`);
  }
}

/** 10,000 lines made from the fixture inputs, each with its own name and phone (deterministic). */
function benchLines(cases) {
  let seed = 20240601;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
  const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞斌宇浩凯健俊帆帅旭宁晨欣怡佳琪雪梅婷倩颖';
  const PREFIXES = ['130', '131', '132', '133', '135', '136', '137', '138', '139', '150', '151', '152', '155', '157', '158', '159', '166', '177', '180', '181', '186', '187', '188', '189', '191', '198', '199'];
  const name = (len) => SURNAMES[rand(SURNAMES.length)] + Array.from({ length: Math.max(1, len - 1) }, () => GIVEN[rand(GIVEN.length)]).join('');
  const phone = () => PREFIXES[rand(PREFIXES.length)] + String(rand(100_000_000)).padStart(8, '0');
  const templates = [];
  const once = [];
  for (const c of cases) {
    const lines = c.input.split(/\r?\n/);
    lines.forEach((line, i) => {
      if (line.trim().length < 3) return;
      const row = c.rows.find((r) => r.line === i + 1);
      if (row && row.rec_mobile.length >= 11 && line.includes(row.rec_mobile.slice(0, 11))) templates.push({ line, row });
      else once.push(line);
    });
  }
  const out = [...once];
  for (let k = 0; out.length < LINES; k += 1) {
    const { line, row } = templates[k % templates.length];
    let varied = line.replace(row.rec_mobile.slice(0, 11), phone());
    if (row.rec_name.length >= 2 && row.rec_name.length <= 4 && varied.split(row.rec_name).length === 2) varied = varied.replace(row.rec_name, name(row.rec_name.length));
    out.push(varied);
  }
  return out.slice(0, LINES);
}

function speed(engine, lines) {
  const builds = [];
  let regions;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    regions = engine.buildRegionIndex(engine.regionData);
    builds.push(performance.now() - t0);
  }
  const text = lines.join('\n');
  const runs = [];
  let result;
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    result = engine.recogniseRecipients(text, regions);
    runs.push(performance.now() - t0);
  }
  console.log(`\n速度 — one Node process (${process.version})`);
  console.log(`  build region index        ${ms(builds[0])} first, ${ms(median(builds))} median of ${RUNS}`);
  console.log(`  recognise ${LINES} lines   ${ms(median(runs))} median of ${RUNS}  (first ${ms(runs[0])}, best ${ms(Math.min(...runs))}; goal < 200 ms)`);
  console.log(`    ${result.rows.length} rows, ${result.rejected.length} rejected`);
}

function cli(text) {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipients-bench-'));
  const input = path.join(dir, 'lines.txt');
  writeFileSync(input, text);
  const time = (command) => {
    const times = [];
    let status = 0;
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      const r = spawnSync('sh', ['-c', `${command} < "${input}" > /dev/null 2> /dev/null`], { cwd: ROOT });
      times.push(performance.now() - t0);
      status = r.status ?? 1;
    }
    return { ms: median(times), status };
  };
  const npm = time('npm run --silent parse-recipients');
  const node = time('node scripts/parse-recipients.mjs');
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n命令 — parse-recipients on ${LINES} lines (median of 3, engine bundle cached)`);
  console.log(`  npm run --silent parse-recipients   ${ms(npm.ms)}  exit ${npm.status}  (goal < 1 s)`);
  console.log(`  node scripts/parse-recipients.mjs   ${ms(node.ms)}  exit ${node.status}`);
}

async function chunkSize() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(SOURCES, 'index.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    outdir: path.join(tmpdir(), 'recipients-chunks'),
    logLevel: 'warning',
  });
  const files = result.outputFiles.map((f) => ({ name: path.basename(f.path), bytes: f.contents.length, gzip: gzipSync(f.contents, { level: 9 }).length }));
  const entry = files.find((f) => f.name === 'index.js');
  const data = files.filter((f) => f !== entry).sort((a, b) => b.bytes - a.bytes)[0];
  console.log('\n体积 — browser build (esbuild bundle + minify, gzip -9)');
  console.log(`  region data chunk (import('./region-data'))  ${data.bytes} B, gzip ${data.gzip} B = ${(data.gzip / 1024).toFixed(1)} KiB  (goal < 80 KB)`);
  console.log(`  engine (recipient-engine/recipients)          ${entry.bytes} B, gzip ${entry.gzip} B = ${(entry.gzip / 1024).toFixed(1)} KiB`);
}

const t0 = performance.now();
await ensureEngineBundle();
const bundleMs = performance.now() - t0;
const engine = await loadEngine();
console.log(`收件人识别 bench (engine bundle ready in ${ms(bundleMs)})`);
const cases = loadFixtures();
const regions = engine.buildRegionIndex(engine.regionData);
accuracy(engine, regions, cases);
const lines = benchLines(cases);
speed(engine, lines);
cli(lines.join('\n'));
await chunkSize();
