import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The fronts go through src/dataProvider, never fetch directly (DESIGN: Fronts).
    files: ['src/member/**/*.{ts,tsx}', 'src/office/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Use src/dataProvider/apiClient.' }] },
  },
  {
    // react-admin's own exporter writes keys and codes: office lists export the server's report CSV
    // or nothing (docs/domains/reports.md#csv).
    files: ['src/office/**/*.{ts,tsx}'],
    ignores: ['src/office/common/OfficeList.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['List', 'ExportButton', 'ListActions'],
              message: 'Use OfficeList (src/office/common/OfficeList.tsx) and ListCsvExportButton.',
            },
          ],
        },
      ],
    },
  },
);
