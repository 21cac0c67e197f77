import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'

/*
 * Front-end layers (docs/architecture.md, "Front-end layers"), in the manner of bulletproof-react:
 *   entry (src/main.tsx) → app → features → components → data → lib
 * each layer imports only the layers to its right (and itself); a feature imports no other feature;
 * the service worker (src/sw.ts, src/sw/) imports data and lib only; src/testing is for test files
 * only. Checked on resolved paths, for static imports, re-exports, type-only imports and dynamic
 * import() alike (import/no-restricted-paths).
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const LAYERS = {
  entry: ['./src/main.tsx'],
  app: ['./src/app'],
  features: ['./src/features'],
  components: ['./src/components'],
  data: ['./src/data'],
  lib: ['./src/lib'],
  sw: ['./src/sw.ts', './src/sw'],
  testing: ['./src/testing'],
}
/** What each layer may import besides itself (src/testing: test files only, below). */
const ALLOWED = {
  entry: ['app', 'lib'],
  app: ['features', 'components', 'data', 'lib'],
  features: ['components', 'data', 'lib'],
  components: ['data', 'lib'],
  data: ['lib'],
  lib: [],
  sw: ['data', 'lib'],
  testing: ['components', 'data', 'lib'],
}
const WHY = 'docs/architecture.md, Front-end layers'

function layerZones({ testFile }) {
  const zones = Object.entries(ALLOWED).map(([layer, allowed]) => {
    const forbidden = Object.keys(LAYERS).filter(
      (l) => l !== layer && !allowed.includes(l) && !(testFile && l === 'testing'),
    )
    const may = allowed.length ? allowed.map((l) => `src/${l}`).join(', ') : 'nothing else in src'
    const name =
      layer === 'entry' ? 'src/main.tsx' : layer === 'sw' ? 'The service worker' : `src/${layer}`
    return {
      target: LAYERS[layer],
      from: forbidden.flatMap((l) => LAYERS[l]),
      message: `${name} may import ${may}${testFile ? ' (and, in tests, src/testing)' : ''} (${WHY}).`,
    }
  })
  for (const name of features) {
    zones.push({
      target: `./src/features/${name}`,
      from: './src/features',
      except: [`./${name}`],
      message: `A feature does not import another feature: compose them in src/app, or move the shared piece down to components/data/lib (${WHY}).`,
    })
  }
  // The local store knows nothing of the downloads: they register their sign-out clean-up with it
  // (src/data/local/session.ts, registerUserDataCleanup) and import it, never the other way round.
  zones.push({
    target: './src/data/local',
    from: './src/data/downloads',
    message: `src/data/local does not import src/data/downloads: the downloads register what they need with the local store (${WHY}).`,
  })
  // The storage and server SDKs stay behind src/data (static and dynamic imports, subpaths included).
  zones.push({
    target: Object.entries(LAYERS)
      .filter(([l]) => l !== 'data')
      .flatMap(([, paths]) => paths),
    from: ['./node_modules/rxdb', './node_modules/dexie', './node_modules/pocketbase'],
    message: `rxdb, dexie and pocketbase are imported in src/data only (${WHY}).`,
  })
  return zones
}

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      'pb_data',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
      '.tmp',
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'e2e/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [importPlugin.flatConfigs.typescript],
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // Packages are not parsed: the rules here need only where an import resolves to.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones({ testFile: false }) }],
      // Type-only imports are erased and cannot form a run-time cycle: the rule skips them.
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test file follows its folder's layer, and may use src/testing.
    files: TEST_FILES,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones({ testFile: true }) }] },
  },
  {
    files: ['pb_hooks/**/*.js', 'pb_migrations/**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { sourceType: 'script', ecmaVersion: 2020, globals: { __hooks: 'readonly' } },
    rules: {
      'no-undef': 'off',
      'no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['pocketbase/**/*.mjs', 'scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: {
      sourceType: 'module',
      ecmaVersion: 2022,
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        performance: 'readonly',
      },
    },
  },
)
