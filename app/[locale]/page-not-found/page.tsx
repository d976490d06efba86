import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/layout/not-found-view';
import { pageLocale } from '@/lib/i18n/page-locale';
import { RENDER_404_HEADER } from '@/lib/http/internal-headers';

type Props = { params: Promise<{ locale: string }> };

// The server's HTML of a 404: Next answers a 404 with an empty error document that scripts fill in
// (vercel/next.js#62228), so the production server (lib/server/not-found.mjs) renders this page instead, at the
// visitor's own URL (proxy.ts rewrites it here), and sends it with the 404 status.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function PageNotFound({ params }: Props) {
  await pageLocale(params);
  // Only the server asks for this page; a visitor who types its URL gets a 404 like any other.
  if (!(await headers()).has(RENDER_404_HEADER)) notFound();
  return <NotFoundView />;
}
