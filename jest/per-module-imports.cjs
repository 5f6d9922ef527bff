// The frontend's jest transform: @swc/jest, after rewriting named imports and re-exports of antd and
// @ant-design/icons to their per-module files (`export { Button } from 'antd'` becomes
// `export { default as Button } from 'antd/lib/button'`), as babel-plugin-import does.
// Only shared-contracts/ui and shared-contracts/icons name these packages (lint forbids it elsewhere), and
// every component test loads them: the icons' index requires all 800-odd icons (0.9 s of each test file's
// start) and antd's index every component (0.13 s more than the ones used). webpack tree-shakes the same
// imports in the product, so only the tests see a difference, and they run the same components.
const fs = require('node:fs');
const path = require('node:path');
const swcJest = require('@swc/jest');

/** antd's runtime exports and their folders, read from its ES index (`export { default as X } from './x'`). */
function antdModules() {
  const index = fs.readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  const modules = new Map();
  for (const [, name, folder] of index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)';/g)) modules.set(name, `antd/lib/${folder}`);
  return modules;
}

const ANTD = antdModules();
const ICONS_DIR = path.dirname(require.resolve('@ant-design/icons/package.json'));

function modulePath(pkg, name) {
  if (pkg === 'antd') return ANTD.get(name);
  return /^\w+(Outlined|Filled|TwoTone)$/.test(name) && fs.existsSync(path.join(ICONS_DIR, 'lib', 'icons', `${name}.js`)) ? `@ant-design/icons/${name}` : undefined;
}

const STATEMENT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*'(antd|@ant-design\/icons)';/g;

/** The source with each named value import or re-export of antd or the icons made per module, lines kept. */
function rewrite(source) {
  if (!source.includes("from 'antd'") && !source.includes("from '@ant-design/icons'")) return source;
  return source.replace(STATEMENT, (statement, kind, list, pkg) => {
    const kept = [];
    const direct = [];
    for (const specifier of list.split(',').map((s) => s.trim()).filter(Boolean)) {
      const [name, alias = name] = specifier.split(/\s+as\s+/);
      const file = !specifier.startsWith('type ') && modulePath(pkg, name);
      if (!file) kept.push(specifier);
      else direct.push(kind === 'export' ? `export { default as ${alias} } from '${file}';` : `import ${alias} from '${file}';`);
    }
    if (kept.length) direct.push(`${kind} { ${kept.join(', ')} } from '${pkg}';`);
    // one line, then the statement's own line breaks, so what follows keeps its line numbers
    return direct.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

module.exports = {
  createTransformer(options) {
    const swc = swcJest.createTransformer(options);
    return {
      ...swc,
      process: (source, filename, jestOptions) => swc.process(rewrite(source), filename, jestOptions),
      processAsync: (source, filename, jestOptions) => swc.processAsync(rewrite(source), filename, jestOptions),
      getCacheKey: (source, filename, jestOptions) => swc.getCacheKey(rewrite(source), filename, jestOptions),
    };
  },
  rewrite,
};
