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
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: 'Create forms with useAppForm (src/shared/lib): useFormSubmit then focuses the first invalid control on screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // The compiler-based rules analyse each component with the React Compiler (two thirds of the lint's time): the
    // shipped code is checked; tests and their fixtures keep only the rules of hooks.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/shared/lib/test/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['src/shared/lib/form/use-app-form.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/shared/lib/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // One submit path for every form: a synchronous guard against double posts, busy state, server errors on fields.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/shared/lib/form/use-form-submit.ts'],
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
    // The mock runs under tsx, without Vite's defines: @/shared/config's index reads __APP_VERSION__ (env.ts).
    files: ['mock/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='@/shared/config']",
        message: 'Import the module itself (@/shared/config/mensagens, …): the index reads Vite defines the mock does not have.',
      }],
    },
  },
  // The mock's layers: engine → time-card services (and db, fiscal, pdf, http, idp, stomp) → handlers.
  {
    files: ['mock/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(\\.\\.|@mock)/', message: 'Mock layering (engine → time-card services → handlers): mock/engine is pure calculation and imports nothing of the mock.' },
          { regex: '^@/(?!shared/config/)', message: 'Mock layering (engine → time-card services → handlers): mock/engine imports only @/shared/config of the app.' },
        ],
      }],
    },
  },
  {
    files: ['mock/{db,timecard,fiscal,pdf,http,idp,stomp}/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '(^|/)handlers(/|$)',
          message: 'Mock layering (engine → time-card services → handlers): the layers below the handlers do not import mock/handlers; move what they share into timecard/ (or the layer that owns it).',
        }],
      }],
    },
  },
  {
    // The server assembly (http/endpoints.ts), the permission matrix (measured through the assembled handlers) and
    // the tests use the whole server: its handler list and the test client, nothing of a handler.
    files: ['mock/http/endpoints.ts', 'mock/http/permissoes.ts', 'mock/{db,timecard,fiscal,pdf,http,idp,stomp}/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '(^|/)handlers/(?!index$|lib/test-client$)',
          message: 'Mock layering (engine → time-card services → handlers): below the handlers, only the server assembly imports mock/handlers (its index, or the test client).',
        }],
      }],
    },
  },
  {
    files: ['mock/handlers/*.ts'],
    ignores: ['mock/handlers/index.ts', 'mock/handlers/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^\\./(?!lib/)',
          message: 'Mock layering (engine → time-card services → handlers): a handler does not reach into another handler; what handlers share lives in ./lib (plumbing) or timecard/ (domain).',
        }],
      }],
    },
  },
  {
    files: ['mock/handlers/lib/*.ts'],
    ignores: ['mock/handlers/lib/test-client.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^\\.\\./[^.]',
          message: 'Mock layering (engine → time-card services → handlers): handlers/lib is what the handlers share; it does not import a handler.',
        }],
      }],
    },
  },
  {
    rules: {
      // tsc reports unused locals and parameters (noUnusedLocals, noUnusedParameters): the lint does not check them twice.
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
)
