import { adminRefusal } from '@/lib/http/admin';
import { apiResult } from '@/lib/http/api-response';
import { internalError } from '@/lib/http/guards';
import { deleteSubscriber } from '@/lib/newsletter/service';

export const dynamic = 'force-dynamic';

/** Erases a subscriber and its consent record (e.g. on a data-deletion request). */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refusal = await adminRefusal(request);
  if (refusal) return refusal;
  try {
    return apiResult(await deleteSubscriber((await params).id));
  } catch (error) {
    return internalError(error, 'subscribers');
  }
}
