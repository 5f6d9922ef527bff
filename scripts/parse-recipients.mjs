// `npm run --silent parse-recipients < lines.txt`: recognises recipient lines (issue 3).
// stdout: one JSON object per recognised row (line, shop_order, rec_name, rec_mobile, rec_province,
// rec_city, rec_district, rec_address, then `warning` and `candidates` when set: an ambiguous place has
// both, e.g. `"warning":"地区不明确：可能是北京市朝阳区、吉林省长春市朝阳区，请选择","candidates":[…]`). stderr: `第N行：<reason>` per rejected
// line, then the message when the whole text fails. Exit code 0.
// The engine runs from a cached esbuild bundle (scripts/recipients-bundle.mjs), so no TypeScript
// loader starts on each call.
import { loadEngine } from './recipients-bundle.mjs';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function write(stream, text) {
  return new Promise((resolve) => {
    if (!text) resolve();
    else if (stream.write(text)) resolve();
    else stream.once('drain', resolve);
  });
}

const [engine, text] = await Promise.all([loadEngine(), readStdin()]);
const regions = engine.buildRegionIndex(engine.regionData);
const { rows, rejected, message } = engine.recogniseRecipients(text, regions);

let out = '';
for (const row of rows) out += JSON.stringify(row) + '\n';
let err = '';
for (const r of rejected) err += `第${r.line}行：${r.reason}\n`;
if (message) err += message + '\n';
await Promise.all([write(process.stdout, out), write(process.stderr, err)]);
process.exitCode = 0;
