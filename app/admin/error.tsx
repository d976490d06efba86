'use client';

import { ErrorPanel } from '@/components/admin/error-panel';

/** A back-office page outside the staff screens (sign-in, password) that failed to render. */
export default function AdminError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <ErrorPanel {...props} />
    </main>
  );
}
