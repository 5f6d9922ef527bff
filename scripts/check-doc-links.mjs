// Checks every markdown link in README.md and docs/**/*.md (and deploy/README.md): the file exists, and a
// #anchor names a heading of that file (GitHub's slugs). Part of `npm run lint`. Usage: node scripts/check-doc-links.mjs [repo root]
import { readFileSync, existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
const root = path.resolve(process.argv[2] ?? '.');
const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? walk(path.join(d, e.name)) : e.name.endsWith('.md') ? [path.join(d, e.name)] : []);
const files = [path.join(root, 'README.md'), path.join(root, 'deploy/README.md'), ...walk(path.join(root, 'docs'))];
const slug = (h) => h.trim().toLowerCase().replace(/<[^>]+>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const seen = new Map(); const set = new Set();
    let fence = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^```/.test(line)) fence = !fence;
      const m = !fence && /^#{1,6}\s+(.*)$/.exec(line);
      if (!m) continue;
      const base = slug(m[1].replace(/`/g, ''));
      const n = seen.get(base) ?? 0; seen.set(base, n + 1);
      set.add(n ? `${base}-${n}` : base);
    }
    anchorsOf.set(file, set);
  }
  return anchorsOf.get(file);
}
let bad = 0, count = 0;
for (const file of files) {
  let fence = false;
  readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
    if (/^```/.test(line)) { fence = !fence; return; }
    if (fence) return;
    for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^(https?:|mailto:)/.test(target)) continue;
      count++;
      const [p, hash] = target.split('#');
      const dest = p ? path.resolve(path.dirname(file), decodeURI(p)) : file;
      const where = `${path.relative(root, file)}:${i + 1}`;
      if (!existsSync(dest)) { console.log(`${where}: missing file ${target}`); bad++; continue; }
      if (hash !== undefined) {
        if (statSync(dest).isDirectory() || !dest.endsWith('.md')) { console.log(`${where}: anchor on a non-markdown target ${target}`); bad++; continue; }
        if (!anchors(dest).has(decodeURIComponent(hash))) { console.log(`${where}: missing anchor ${target} (has: ${[...anchors(dest)].join(', ')})`); bad++; }
      }
    }
  });
}
console.log(`${count} links checked in ${files.length} files, ${bad} broken`);
process.exit(bad ? 1 : 0);
