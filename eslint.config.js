import tseslint from 'typescript-eslint';

const apiNeverImportsJobs = {
  group: ['@eqa/jobs', '@eqa/jobs/**', '**/packages/jobs/**', '**/jobs/src/**'],
  message: 'The API never imports @eqa/jobs: job contracts are in @eqa/core (jobs), job runs and startJob in @eqa/db (docs/decisions/jobs.md).',
};

const servicesNeverImportRouters = { group: ['**/routers/**', '**/routers'], message: 'Services never import routers: put the type beside the service.' };

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
    // the API never imports the jobs' runners or processors: it starts jobs through the contracts in
    // @eqa/core (names, payloads, Jobs) and @eqa/db (startJob, job runs); only composition roots
    // (apps/*, and the API's own test harness standing in for one) import @eqa/jobs
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/**/testing/**', 'packages/api/src/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [apiNeverImportsJobs] }] },
  },
  {
    // services never import router types: routers import the services' (and their *.types.ts)
    files: ['packages/api/src/services/**/*.ts'],
    ignores: ['packages/api/src/**/testing/**', 'packages/api/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [servicesNeverImportRouters, apiNeverImportsJobs] },
      ],
    },
  },
  {
    files: ['packages/api/src/services/**/testing/**/*.ts', 'packages/api/src/services/**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [servicesNeverImportRouters] }] },
  },
  {
    files: ['**/env.ts', '**/*.spec.ts', '**/testing/**', '**/cli/**', 'tests/**', 'bench/**', '**/vite.config.ts', '**/playwright.config.ts', '**/*.e2e.ts', 'scripts/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
