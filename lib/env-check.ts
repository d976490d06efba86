import { z } from 'zod';

/**
 * One line naming every setting that is wrong and why, for the server to print before it exits: a bad
 * setting stops the start instead of breaking every request of a server that keeps running.
 */
export function describeSettingsError(error: unknown): string | null {
  if (!(error instanceof z.ZodError)) return null;
  const problems = error.issues.map((issue) => `${issue.path.join('.') || 'settings'}: ${issue.message}`);
  return `Invalid settings, the server does not start. ${problems.join('; ')}`;
}
