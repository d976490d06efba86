import { StatusPanel } from '@/components/admin/status-panel';

/** 404 of an address under /admin that no staff screen answers. */
export default function AdminNotFound() {
  return <StatusPanel status="notFound" />;
}
