// jest's runtime, compiling each module with V8's code cache: a worker compiles the same modules (React, antd,
// fastify, the server's own code …) again for every test file, each file having a module registry of its own,
// and Node 20 compiles a function that can import() dynamically without V8's own compilation cache. The first
// compile of a source in a worker keeps V8's cache data; later files' compiles of the same source start from it.
// Everything else is jest-runtime's: jest 30's module executor (`runtime.executor`) has its compile wrapped, a
// syntax error goes to jest's own, and a jest without that executor runs unchanged.
const { createHash } = require('node:crypto');
const { compileFunction } = require('node:vm');
const Runtime = require('jest-runtime').default;

/** filename → { hash, data }: per worker process, for the test files it runs one after another */
const codeCache = new Map();

function compileWithCache(executor, jestCompile, scriptSource, filename) {
  const vmContext = executor.environment.getVmContext();
  if (vmContext == null || executor.resolution.isCoreModule(filename)) return jestCompile(scriptSource, filename);
  const hash = createHash('sha1').update(scriptSource).digest('base64');
  const kept = codeCache.get(filename);
  const cachedData = kept?.hash === hash ? kept.data : undefined;
  let compiled;
  try {
    compiled = compileFunction(scriptSource, executor.injectedModuleParameters, {
      filename,
      cachedData,
      produceCachedData: !cachedData,
      importModuleDynamically: (specifier, _fn, importAttributes, ...rest) =>
        executor.dynamicImport(specifier, filename, vmContext, importAttributes, rest[0]),
      parsingContext: vmContext,
    });
  } catch {
    return jestCompile(scriptSource, filename);
  }
  // copied into this realm's memory: V8 hands the data back as a Buffer of the test file's context, and keeping that
  // would keep the file's whole context (its globals, modules and everything they hold) for the worker's life
  if (!cachedData && compiled.cachedData) codeCache.set(filename, { hash, data: Buffer.from(compiled.cachedData) });
  // V8 refused it (another V8, other flags): the next compile makes new data
  else if (compiled.cachedDataRejected) codeCache.delete(filename);
  return compiled;
}

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args);
    const { executor } = this;
    if (typeof executor?.compile !== 'function') return;
    const jestCompile = executor.compile.bind(executor);
    executor.compile = (scriptSource, filename) => compileWithCache(executor, jestCompile, scriptSource, filename);
  }
}

module.exports = CodeCacheRuntime;
