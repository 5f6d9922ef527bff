// One jest project per frontend package: jsdom with Node's fetch, swc transform, tests beside the code.
const path = require('node:path');
const { CONTRACT_VERSION, REQUIRED_CONTRACT } = require('../shared-contracts/build/federation.cjs');

const swcOptions = { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } } };

function frontendProject(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-env.cjs'),
    // jest's runtime with V8's code cache (./code-cache-runtime.cjs)
    runtime: path.join(__dirname, 'code-cache-runtime.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    // @swc/jest, with antd's and the icons' named imports made per module (./per-module-imports.cjs)
    transform: { '^.+\\.(t|j)sx?$': [path.join(__dirname, 'per-module-imports.cjs'), swcOptions] },
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // @ant-design/icons' CJS build requires @ant-design/colors' ESM files
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // what webpack's DefinePlugin stamps into a build (shared-contracts/build/federation.cjs)
    globals: { __CONTRACT_VERSION__: CONTRACT_VERSION, __REQUIRED_CONTRACT__: REQUIRED_CONTRACT },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

module.exports = { frontendProject };
