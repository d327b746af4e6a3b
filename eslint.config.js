import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'reports', 'test-results', 'test-results-*', 'playwright-report', 'src/app/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler rules of react-hooks 7 are advisory here: we do not run the compiler.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mock/*', '**/mock/*'], message: 'The application must not import the mock backend.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/shared/lib/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One submit path for every form: a synchronous guard against double posts, busy state, server errors on fields.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/shared/lib/use-form-submit.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='handleSubmit'], Property[key.name='handleSubmit']",
          message: 'Submit forms through useFormSubmit (src/shared/lib): it guards against double posts.',
        },
      ],
    },
  },
  {
    files: ['mock/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
)
