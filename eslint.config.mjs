import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureFrontDoors from './eslint/feature-front-doors.mjs';

const ANTD_AND_ROUTER = {
  paths: [
    { name: 'antd', message: "Import antd components from 'shared-contracts/ui' or 'shared-contracts/ui/more'." },
    { name: 'react-router-dom', message: "Import from 'shared-contracts/router'." },
    { name: 'react-router', message: "Import from 'shared-contracts/router'." },
  ],
  patterns: [{ group: ['antd/*'], message: "Import antd components from 'shared-contracts/ui' or 'shared-contracts/ui/more'." }],
};
const RTK_AND_ICONS = {
  paths: [
    { name: '@reduxjs/toolkit', message: "Import from 'shared-contracts/app' (add what is missing there)." },
    { name: '@ant-design/icons', message: "Import icons from 'shared-contracts/icons' (add the icon there first)." },
  ],
  patterns: [
    { group: ['@reduxjs/toolkit/*'], message: "Import from 'shared-contracts/app' (add what is missing there)." },
    { group: ['@ant-design/icons/*'], message: "Import icons from 'shared-contracts/icons' (add the icon there first)." },
  ],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', 'data/**', 'e2e/artifacts/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // antd, react-router, Redux Toolkit and the icons only through the curated shared modules: one
      // instance for everyone, and only what is listed is downloaded (shared modules are not tree-shaken)
      'no-restricted-imports': ['error', { paths: [...ANTD_AND_ROUTER.paths, ...RTK_AND_ICONS.paths], patterns: [...ANTD_AND_ROUTER.patterns, ...RTK_AND_ICONS.patterns] }],
      // money is integer fen: `Math.round(yuan * 100)` gets 1.005 wrong (shared-contracts/src/money.ts)
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(round|floor|ceil|trunc)$/] > BinaryExpression[operator='*'] > Literal[value=100]",
          message: 'Money: convert with yuanToFen / parseYuan / fenToYuan / formatYuan from shared-contracts, never float arithmetic.',
        },
      ],
    },
  },
  {
    // shared-contracts is where Redux Toolkit and the icons are curated (src/app, src/icons)
    files: ['shared-contracts/src/**'],
    rules: { 'no-restricted-imports': ['error', ANTD_AND_ROUTER] },
  },
  {
    files: ['shared-contracts/src/ui/**', 'shared-contracts/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // shared-kits/src keeps the rule of every remote (above): antd, react-router, Redux Toolkit and the icons
  // only through the curated shared-contracts modules, so a kit adds no second copy of them
  {
    // the recipient engine runs in Web Workers, on the server and in CLIs: no React, no UI, no shared
    // Module Federation module (a worker has no share scope); plain shared-contracts subpaths only
    files: ['recipient-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'styled-components', 'antd', 'react-router', 'react-router-dom', '@reduxjs/toolkit', '@ant-design/icons'].map((name) => ({
              name,
              message: 'recipient-engine is framework-free (no React, no UI).',
            })),
            {
              name: 'shared-contracts',
              allowTypeImports: true,
              message: "A shared module (no share scope in a worker): import values from a plain subpath such as 'shared-contracts/constants', 'shared-contracts/sheet-templates', 'shared-contracts/regions'.",
            },
          ],
          patterns: [
            { group: ['react-dom/*', 'antd/*', '@reduxjs/toolkit/*', '@ant-design/icons/*', 'shared-kits', 'shared-kits/*'], message: 'recipient-engine is framework-free (no React, no UI).' },
            {
              group: ['shared-contracts/app', 'shared-contracts/ui', 'shared-contracts/ui/*', 'shared-contracts/router', 'shared-contracts/icons', 'shared-contracts/icons/*', 'shared-contracts/standalone', 'shared-contracts/testing'],
              message: 'recipient-engine is framework-free: React and UI modules are not for it.',
            },
          ],
        },
      ],
    },
  },
  {
    // a remote's feature is imported only through its index.ts (features/<feature>), never its files;
    // what two features share lives in src/shared or src/components (eslint/feature-front-doors.mjs)
    files: ['remote-*/src/**/*.{ts,tsx}'],
    plugins: { local: featureFrontDoors },
    rules: { 'local/feature-front-doors': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '**/build.mjs'],
    languageOptions: { globals: globals.node },
  },
);
