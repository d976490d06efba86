import { StatusPanel } from '@/components/admin/status-panel';

/** 403: the role may not open this page (lib/admin/session.ts). */
export default function Forbidden() {
  return <StatusPanel status="forbidden" />;
}
