import { StatusPanel } from '@/components/admin/status-panel';

/** 401: no valid session (an action sent after the session ended). */
export default function Unauthorized() {
  return <StatusPanel status="unauthorized" />;
}
