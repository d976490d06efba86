import { revalidateCatalogue } from '@/lib/catalogue/revalidate';
import { adminRefusal } from '@/lib/http/admin';
import { apiMessage } from '@/lib/http/api-response';

// POST with `Authorization: Bearer <ADMIN_TOKEN>` regenerates the catalogue pages.
export async function POST(request: Request) {
  const refusal = await adminRefusal(request);
  if (refusal) return refusal;
  await revalidateCatalogue();
  return apiMessage('REVALIDATED');
}
