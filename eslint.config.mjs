import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Links must keep the locale: use '@/i18n/navigation' instead.
const localeImports = [
  { name: 'next/link', message: "Use Link from '@/i18n/navigation'." },
  { name: 'next/navigation', importNames: ['redirect', 'useRouter', 'usePathname'], message: "Use '@/i18n/navigation'." },
];
// Sonner is not in the first load: toasts go through notify(), which loads it
// (docs/decisions/0046-shell-code-on-demand.md).
const sonnerImport = { name: 'sonner', message: "Use notify() from '@/lib/browser/notify'." };

// Which folder may import which (docs/architecture.md, "Boundaries"): pages and routes (app/) use components/ and
// lib/; components/ use lib/; lib/ uses neither. Server actions a component posts to live in lib/<domain>/actions/
// or beside their route, never imported by components/ from app/.
const boundaries = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './components', from: './app', message: 'components/ never imports app/: move the action to lib/<domain>/actions/, or the component beside its route.' },
        { target: './lib', from: ['./app', './components'], message: 'lib/ never imports app/ or components/.' },
        { target: ['./app', './components'], from: './lib/cli', message: 'lib/cli/ holds the command line only: what the app runs lives in a folder named for it (lib/server/…).' },
      ],
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'lib/generated/**', 'var/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // A leading underscore marks a value destructured only to leave it out.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-imports': ['error', { paths: [...localeImports, sonnerImport] }],
      ...boundaries,
    },
    // The `@/` paths resolve as TypeScript resolves them, so the boundaries see through them.
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' } } },
  },
  {
    // Settings are read in one place, lib/env.ts (lib/env-public.ts for the NEXT_PUBLIC_ ones, which Next inlines
    // only when read literally). The named exceptions load outside the app bundle or before lib/env.ts can: the
    // command line, the production server, the cache handler, the Redis client, and the database URL that the
    // command line and lib/env.ts share. Root config files are not under these folders.
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**', 'proxy.ts'],
    ignores: ['lib/env.ts', 'lib/env-public.ts', 'lib/cli/**', 'lib/server/**', 'lib/cache/handler.mjs', 'lib/redis/client.mjs', 'lib/database-url.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: "Read settings from '@/lib/env' (env, publicEnv)." }],
    },
  },
  {
    // The toast area itself is the one place that renders sonner.
    files: ['components/layout/toaster.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: localeImports }] },
  },
  {
    // The back office is outside the locale routing (its own layout, its own toasts): Next's own links,
    // navigation and sonner are the right ones there.
    files: ['app/admin/**', 'components/admin/**', 'lib/admin/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
