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
      // antd only through the curated shared module, so one instance and one locale serve everyone
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', message: "Import antd components from 'shared-contracts/ui'." }], patterns: ['antd/*'] },
      ],
    },
  },
  {
    files: ['shared-contracts/src/ui/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '**/build.mjs'],
    languageOptions: { globals: globals.node },
  },
);
