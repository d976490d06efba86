import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { routing } from './i18n/routing';

// One id per build: the browser compares its own with /api/version to notice a newer deployment.
const buildId = process.env.BUILD_ID?.trim() || `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;

// Every locale's prefix as the browser may type it: none for the default, which also answers under its own.
/**
 * When the texts of the pages last changed: the last commit that touched the messages files or the owner's
 * data (the sitemaps' lastmod of pages without database content). Without git history, the build time.
 */
function contentUpdatedAt(): string {
  try {
    const stamp = execFileSync('git', ['log', '-1', '--format=%cI', '--', 'messages', 'lib/constants.ts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (stamp) return new Date(stamp).toISOString();
  } catch {
    // Not a git checkout (an archive, a container layer).
  }
  return new Date().toISOString();
}

const localePrefixes = ['', ...routing.locales.map((locale) => `/${locale}`)];

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  generateBuildId: async () => buildId,
  // Our cache handler for every deployment (lib/cache/handler.mjs): Redis when REDIS_URL is set where the server
  // runs, else an LRU in the process's memory. Next then never writes pages into the build folder, so a build is
  // never changed by the servers that run it; its own memory cache is off, the handler holds the copies.
  cacheHandler: path.resolve('lib/cache/handler.mjs'),
  cacheMaxMemorySize: 0,
  env: {
    NEXT_PUBLIC_BUILD_ID: buildId,
    NEXT_PUBLIC_SENTRY_DSN: process.env.SENTRY_DSN ?? '',
    CONTENT_UPDATED_AT: contentUpdatedAt(),
  },
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.ANALYZE_MAPS === '1',
  // app/global-not-found.tsx answers URLs outside every locale: the locales' root layout cannot hold them.
  // authInterrupts: forbidden() and unauthorized() answer 403 and 401 in the back office (lib/admin/session.ts).
  // turbopackFileSystemCacheForBuild: a cache that makes the next build of the same checkout faster; a CI run builds
  // once on a fresh clone, and writing it costs some 15 s of a core there.
  experimental: { globalNotFound: true, authInterrupts: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // Native and WebAssembly parts of the database driver stay outside the bundle, and so does svg-captcha,
  // which reads its font file from its own folder when it loads. rate-limiter-flexible too, so that a process
  // holds one copy of it: bundled, route handlers and server actions each got their own, and a limiter one of
  // them created (kept on globalThis, lib/http/rate-limit.ts) refused with a RateLimiterRes the other's
  // `instanceof` did not recognise: a 500 instead of a 429 (found by the cluster's rate-limit test).
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3', 'pg', '@prisma/adapter-pg', 'svg-captcha', 'sharp', 'rate-limiter-flexible'],
  async redirects() {
    return [
      // The texts' other name for the partner page; 308 keeps it a permanent, method-preserving redirect.
      ...localePrefixes.map((prefix) => ({
        source: `${prefix}/partnership`,
        destination: `${prefix === `/${routing.defaultLocale}` ? '' : prefix}/becomepartner`,
        permanent: true,
      })),
      { source: `/${routing.defaultLocale}/sitemap.xml`, destination: '/sitemap.xml', permanent: true },
    ];
  },
};

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  // The messages are compiled when the site is built, so the browser gets a small formatter instead of the ICU
  // parser (intl-messageformat) and every page sends less JavaScript.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withSentryConfig(withNextIntl(nextConfig), {
  // No uploads and no telemetry: builds run offline. Source maps upload only when a token is configured.
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
});
