import 'server-only';
import { draftMode } from 'next/headers';
import { can, type Area } from '@/lib/admin/roles';
import { getStaff } from '@/lib/admin/session';

/**
 * Whether this request sees a public page in preview mode: draft mode is on AND the request carries the session
 * of a staff member who may edit what the page shows (`area`: the catalogue's by default, or the references'). A copied draft-mode cookie without that session sees what every
 * visitor sees. Reads the session only in draft mode, so the static pages stay static.
 */
export async function isPreview(area: Extract<Area, 'catalogue' | 'projects'> = 'catalogue'): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const staff = await getStaff();
  return staff !== null && can(staff.role, area);
}
