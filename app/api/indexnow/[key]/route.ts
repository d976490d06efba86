import { keyFileAnswer } from '@/lib/indexnow/announce';

type Context = { params: Promise<{ key: string }> };

/** IndexNow's key file, reached as /<key>.txt (proxy.ts rewrites it here): the key as text, or 404. */
export async function GET(_request: Request, { params }: Context) {
  return keyFileAnswer((await params).key);
}
