// PGlite's CommonJS build loads Node built-ins with `await import("fs")`; jest's CommonJS runtime
// rejects dynamic import without --experimental-vm-modules. Rewrite those literal imports to require().
module.exports = {
  process(source) {
    return {
      // A local alias: the bundle declares its own `var require` inside functions that import.
      code: `const __jestRequire = require;\n${source.replace(/\bimport\((["'][\w:/.-]+["'])\)/g, 'Promise.resolve(__jestRequire($1))')}`,
    };
  },
  getCacheKey(source, filename) {
    return require('node:crypto').createHash('sha256').update('v2').update(filename).update(source).digest('hex');
  },
};
