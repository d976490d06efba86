import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-test/**', 'node_modules/**', 'lib/generated/**', 'var/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // A leading underscore marks a value destructured only to leave it out.
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Links must keep the locale: use '@/i18n/navigation' instead.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/i18n/navigation'." },
            { name: 'next/navigation', importNames: ['redirect', 'useRouter', 'usePathname'], message: "Use '@/i18n/navigation'." },
          ],
        },
      ],
    },
  },
];

export default config;
