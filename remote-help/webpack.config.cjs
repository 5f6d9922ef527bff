const { createWebpackConfig } = require('shared-contracts/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'help',
  exposes: { './routes': './src/routes.tsx' },
});
