import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/i18n-*.ts', '**/.data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read env in the app env.ts only.' }],
    },
  },
  {
    // no import circles, within a package or through the workspace packages' exports (type imports too)
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['types', 'import', 'default'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // services never import router types: routers import the services' (and their *.types.ts)
    files: ['packages/api/src/services/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/routers/**', '**/routers'], message: 'Services never import routers: put the type beside the service.' }] }] },
  },
  {
    files: ['**/env.ts', '**/*.spec.ts', '**/testing/**', '**/cli/**', 'tests/**', 'bench/**', '**/vite.config.ts', '**/playwright.config.ts', '**/*.e2e.ts', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
