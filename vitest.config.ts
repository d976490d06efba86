import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(here),
      // `server-only` throws outside React Server Components; under Vitest it is an empty module.
      'server-only': path.resolve(here, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-global-setup.ts'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    // One database file per worker is created by the tests themselves; keep the 2-core machine responsive.
    maxWorkers: 2,
    // Some tests read the whole catalogue or format every message: on a busy 2-core machine 5 s is not enough.
    // A limit against hangs, not a timing assertion.
    testTimeout: 30_000,
    // Hooks start servers (PostgreSQL, Redis, SMTP) and databases; while the build runs beside the unit tests
    // (npm test), 10 s is not always enough. Also a limit against hangs only.
    hookTimeout: 30_000,
    // next-intl imports 'next/navigation' without an extension: let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
});
