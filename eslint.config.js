import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'pb_data', 'coverage', 'test-results', 'playwright-report', '.bench', '.tmp'] },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'pocketbase', message: 'Import the client from src/data only.' }] },
      ],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'script', ecmaVersion: 2020, globals: { __hooks: 'readonly' } },
    rules: { 'no-undef': 'off', 'no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['pocketbase/**/*.mjs', 'scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'module', ecmaVersion: 2022, globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', fetch: 'readonly', Buffer: 'readonly', AbortController: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', performance: 'readonly' } },
  },
)
