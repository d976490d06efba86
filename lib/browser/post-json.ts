/** What a JSON POST to our API came back with, as the forms need it. */
export type ApiReply =
  | { kind: 'ok'; status: number; code: string; body: Record<string, unknown> }
  | { kind: 'error'; status: number; code: string; body: Record<string, unknown> }
  /** The request never got an answer (offline, DNS, connection reset). */
  | { kind: 'network' }
  /** An answer that is not our JSON (a proxy's HTML error page, a 5xx without body…). */
  | { kind: 'unexpected'; status: number };

export async function postJson(url: string, payload: unknown, init?: RequestInit): Promise<ApiReply> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      ...init,
    });
  } catch {
    return { kind: 'network' };
  }
  let body: Record<string, unknown>;
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    return { kind: 'unexpected', status: response.status };
  }
  if (response.ok && typeof body.message === 'string') return { kind: 'ok', status: response.status, code: body.message, body };
  if (!response.ok && typeof body.error === 'string') return { kind: 'error', status: response.status, code: body.error, body };
  return { kind: 'unexpected', status: response.status };
}
