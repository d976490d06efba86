import { StatusPanel } from '@/components/admin/status-panel';

/** 403 inside the staff screens: the role may not open this page (lib/admin/session.ts); the menu stays. */
export default function StaffForbidden() {
  return <StatusPanel status="forbidden" inShell />;
}
