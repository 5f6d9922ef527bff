const { createWebpackConfig } = require('shared-contracts/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'supplier',
  exposes: { './routes': './src/routes.tsx' },
  title: '礼品代发商城 · 供应商中心',
});
