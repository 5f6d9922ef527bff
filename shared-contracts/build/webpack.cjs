// One webpack config factory for the host and every remote.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules, contractDefines, DEV_PORTS } = require('./federation.cjs');
const { BuildInfoPlugin } = require('./build-info.cjs');
const { StartupPreloadsPlugin } = require('./startup-preloads.cjs');

/**
 * @param {object} o
 * @param {string} o.dir        package folder (__dirname)
 * @param {'host'|'storefront'|'purchase'|'usercenter'|'help'|'admin'|'supplier'} o.name
 * @param {Record<string,string>} [o.exposes]  remote modules
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.title]   the page's <title>: the host's is the site's name, a remote's (its standalone page) adds its own
 */
function createWebpackConfig({ dir, name, exposes, runtimePlugins = [], title = name === 'host' ? '礼品代发商城' : `礼品代发商城 · ${name}` }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isHost = name === 'host';
    const port = DEV_PORTS[name];
    return {
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      context: dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        parser: {
          // `new CrossOriginWorker(new URL('./x.worker.ts', import.meta.url))` gets a worker chunk like
          // `new Worker(...)` does, and starts when the remote's files come from another origin
          javascript: { worker: ['CrossOriginWorker from shared-contracts/worker', '...'] },
        },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
          // antd's shared contexts import @rc-component/form's index (for FormProvider), which pulls in the
          // whole form engine and async-validator; the package has no side effects but does not say so
          { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
      optimization: production
        ? { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] }
        : {},
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedModules(),
          // a shared module loaded later (ui/more …) must not fetch every remote's entry to compare
          // versions: one remote that is down would then break the page; the host's copies win anyway
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          // browser-only runtime; remotes load no remotes themselves, so they skip the manifest snapshot code
          experiments: {
            optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true }) },
            // one federation runtime on the page: a built remote uses the host's (host/src/federation-runtime.ts;
            // its own was most of remoteEntry.js, 25 KiB of a first visit), so a remote built so needs a host that
            // provides it — deploy the host first. A dev server's remote keeps its own: its standalone page has no host.
            ...(production && !isHost ? { externalRuntime: true } : {}),
          },
        }),
        // the contract version this build compiled against, stamped into its exposed modules
        new webpack.DefinePlugin(contractDefines()),
        new BuildInfoPlugin({ dir, isHost }),
        // static files of public/ (logo …) next to the bundle
        new CopyWebpackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }),
        // one page template for the host and every remote (a remote's standalone page): only the title differs
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          chunks: ['main'],
          // a remote's own page (standalone) is served at the dev server's root, whatever the route
          publicPath: isHost || !production ? '/' : 'auto',
          favicon: path.join(dir, '../host/public/favicon.svg'),
        }),
        // the host's page asks for all its start's scripts at once, not main.js first and the rest after it ran
        ...(production && isHost ? [new StartupPreloadsPlugin()] : []),
        // gzip + brotli twins of every text asset, served by the API server's static plugin (preCompressed);
        // small ones too (a first visit has several shared-module chunks under 1 KiB), when they shrink by 20 %
        ...(production
          ? [
              new CompressionPlugin({ test: /\.(js|css|svg|json)$/, algorithm: 'gzip', threshold: 0 }),
              new CompressionPlugin({
                test: /\.(js|css|svg|json)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 0,
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), publicPath: '/' },
        proxy: [{ context: ['/api', '/remotes'], target: `http://127.0.0.1:${DEV_PORTS.api}` }],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
