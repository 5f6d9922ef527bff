// Fails on any import circle in the shared packages' sources: type-only imports, `export … from` and import()
// count, and so does a package importing its own subpath (`shared-contracts/ui` inside shared-contracts).
// Part of `npm run lint`. Usage: node scripts/check-import-circles.mjs [folder …] (default: the three below).
//
// madge finds the circles. Its --ts-config re-reads an already parsed tsconfig and drops moduleResolution
// "Bundler", so the packages' "exports" subpaths go unresolved and are silently skipped; the parsed options
// are therefore handed over here as they are. Every import must resolve, so no circle hides behind one
// that madge could not follow.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['shared-contracts/src', 'shared-kits/src', 'recipient-engine/src'];

const tsconfig = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.base.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
const keepTypes = { skipTypeImports: false, skipAsyncImports: false };
const graph = await madge(
  folders.map((f) => path.resolve(root, f)),
  {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: { options: tsconfig.options },
    detectiveOptions: { ts: keepTypes, tsx: keepTypes },
  },
);

const circles = graph.circular();
const unresolved = graph.warnings().skipped;
for (const circle of circles) console.log(`import circle: ${[...circle, circle[0]].join(' → ')}`);
for (const name of unresolved) console.log(`import not resolved (a circle through it would go unseen): ${name}`);
console.log(`${Object.keys(graph.obj()).length} modules in ${folders.join(', ')}: ${circles.length} import circles, ${unresolved.length} unresolved imports`);
process.exit(circles.length || unresolved.length ? 1 : 0);
