import { StatusPanel } from '@/components/admin/status-panel';

/** 404 inside the staff screens (a record that is gone); the menu stays. */
export default function StaffNotFound() {
  return <StatusPanel status="notFound" inShell />;
}
