const { createWebpackConfig } = require('shared-contracts/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'usercenter',
  exposes: { './routes': './src/routes.tsx', './recharge-dialog': './src/recharge-dialog.tsx' },
});
