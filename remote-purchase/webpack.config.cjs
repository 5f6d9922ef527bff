const { createWebpackConfig } = require('shared-contracts/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'purchase',
  exposes: { './routes': './src/routes.tsx', './purchase-dialog': './src/purchase-dialog.tsx' },
});
