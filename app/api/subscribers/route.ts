import { adminRefusal } from '@/lib/http/admin';
import { apiError } from '@/lib/http/api-response';

export const dynamic = 'force-dynamic';

/** DELETE /api/subscribers/{id} removes a subscriber; without an id there is nothing to delete. */
export async function DELETE(request: Request) {
  return (await adminRefusal(request)) ?? apiError('SUBSCRIBER_ID_REQUIRED');
}
