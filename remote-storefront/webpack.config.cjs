const { createWebpackConfig } = require('shared-contracts/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'storefront',
  exposes: { './routes': './src/routes.tsx' },
});
