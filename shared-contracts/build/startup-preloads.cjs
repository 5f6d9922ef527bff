// The host's page asks for every script its start needs at once. Otherwise they come in two steps: main.js,
// and only once it has run, the chunks of `import('./bootstrap')` and of the shared modules that start
// consumes (react-dom, antd, …: about twenty files, a round trip later on every first visit).
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadsPlugin';

/**
 * The JS files of the given chunk groups, and of the shared modules their chunks consume, transitively. A
 * consumed module comes from its provider in the share scope (the host's own copy: an async block of its
 * ProvideSharedModule), not from the consume's fallback, whose chunks may differ.
 */
function startupFiles(compilation, groups) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) if (module.constructor.name === 'ProvideSharedModule') providers.set(module._name, module);
  const files = new Set();
  const seen = new Set();
  const queue = [...groups];
  while (queue.length > 0) {
    const group = queue.shift();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        for (const block of (providers.get(module.options.shareKey) ?? module).blocks) {
          const loaded = chunkGraph.getBlockChunkGroup(block);
          if (loaded) queue.push(loaded);
        }
      }
    }
  }
  return [...files];
}

/**
 * Adds `<link rel="preload" as="script">` for the files the entry's async boundary (`import('./bootstrap')`)
 * loads, after the entry's own script, which is asked for first (`fetchpriority="high"`: a deferred script
 * is otherwise queued behind the preloads).
 */
class StartupPreloadsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const entry = compilation.entrypoints.get('main');
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const entryFiles = new Set(entry.getFiles());
        // the entry's own import()s (./bootstrap); the entry's other children are every provided module's chunks
        const boundary = compilation.entries
          .get('main')
          .dependencies.flatMap((dep) => compilation.moduleGraph.getModule(dep)?.blocks ?? [])
          .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
          .filter(Boolean);
        const preloads = startupFiles(compilation, boundary)
          .filter((file) => !entryFiles.has(file))
          .sort()
          .map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        for (const tag of data.headTags) if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadsPlugin };
