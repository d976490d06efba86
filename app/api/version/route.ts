import { publicEnv } from '@/lib/env-public';

// The running build's id; browsers compare it with the id they were loaded with.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json(
    { buildId: publicEnv.BUILD_ID || null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
