import { NotFoundView } from '@/components/layout/not-found-view';

// Shown when the router meets a 404 in the browser. The server's HTML of every 404 comes from
// app/[locale]/page-not-found (see lib/server/not-found.mjs).
export default function NotFound() {
  return <NotFoundView />;
}
