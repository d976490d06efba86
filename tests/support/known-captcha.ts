import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A challenge, its image (a PNG data URL) and the cookie value that names it to the partner form's action. */
export type KnownChallenge = { id: string; image: string; cookie: string };

/**
 * Captcha challenges whose answer the test chose, created by the server's own captcha module in the
 * server's database (no setting of the server reveals or fixes an answer).
 */
export function knownChallenges(databaseUrl: string, answer: string, count = 1): KnownChallenge[] {
  const output = execFileSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.resolve('tests/support/captcha-challenge.ts'), answer, String(count)],
    { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(output) as KnownChallenge[];
}

export function knownChallenge(databaseUrl: string, answer: string): KnownChallenge {
  return knownChallenges(databaseUrl, answer, 1)[0]!;
}

/** The SQLite file a Prisma client is connected to, as a `file:` URL. */
export async function databaseUrlOf(db: { $queryRawUnsafe<T>(query: string): Promise<T> }): Promise<string> {
  const rows = await db.$queryRawUnsafe<{ name: string; file: string }[]>('PRAGMA database_list');
  return `file:${rows.find((row) => row.name === 'main')!.file}`;
}
