import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // antd and react-router only through the curated shared modules: one instance for everyone,
      // and only what is listed is downloaded (shared modules are not tree-shaken)
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: "Import antd components from 'shared-contracts/ui' or 'shared-contracts/ui/more'." },
            { name: 'react-router-dom', message: "Import from 'shared-contracts/router'." },
            { name: 'react-router', message: "Import from 'shared-contracts/router'." },
          ],
          patterns: ['antd/*'],
        },
      ],
    },
  },
  {
    files: ['shared-contracts/src/ui/**', 'shared-contracts/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '**/build.mjs'],
    languageOptions: { globals: globals.node },
  },
);
