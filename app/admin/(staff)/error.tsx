'use client';

import { ErrorPanel } from '@/components/admin/error-panel';

/** A staff screen that failed to render: the message where the screen would be, the menu still there. */
export default function StaffError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel {...props} />;
}
