import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell';
import { requireSignedIn } from '@/lib/admin/session';

/** Every screen behind the sign-in: the navigation, the user's menu and the page. Each page checks its role. */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const staff = await requireSignedIn();
  return <AdminShell staff={staff}>{children}</AdminShell>;
}
