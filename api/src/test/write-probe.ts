import pg from 'pg';

/**
 * Profile writes (PUT /api/user/me, one transaction each) whose outcome is checked against what the database holds:
 * the write-fault tests and `pnpm chaos` both drive an API with them while the database misbehaves.
 */
export type Attempt = { value: string; status: number; at: number; ms: number };

/** 0 stands for "no answer" (connection refused or reset, or no answer within the timeout). */
const NO_ANSWER = 0;

/** One HTTP call with its status, never a throw: a dead or stopped API is an answer too. */
export async function answerOf(url: string, init: RequestInit = {}, timeoutMs = 20_000): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: NO_ANSWER, body: null, retryAfter: null };
  }
}

export async function writeProfile(apiUrl: string, token: string, value: string) {
  const started = Date.now();
  const answer = await answerOf(`${apiUrl}/api/user/me`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ full_name: value }),
  });
  return { ...answer, attempt: { value, status: answer.status, at: started, ms: Date.now() - started } satisfies Attempt };
}

/**
 * What a client may find stored after its writes: the last acknowledged value, or the value of a later attempt whose
 * outcome it never learnt (a 503 or no answer can come after the server committed, e.g. when the connection drops
 * during COMMIT). Anything else means an acknowledged write was lost or an older value came back.
 */
export function acceptableStoredValues(attempts: Attempt[]): Set<string | null> {
  let lastAcknowledged = -1;
  attempts.forEach((attempt, index) => {
    if (attempt.status >= 200 && attempt.status < 300) lastAcknowledged = index;
  });
  const values = new Set<string | null>(lastAcknowledged === -1 ? [null] : [attempts[lastAcknowledged]!.value]);
  for (const attempt of attempts.slice(lastAcknowledged + 1)) {
    if (attempt.status === 503 || attempt.status === NO_ANSWER) values.add(attempt.value);
  }
  return values;
}

/** Each user's stored full name, read on a connection of its own (the API's pool may be the thing under test). */
export async function storedFullNames(databaseUrl: string, userIds: string[]): Promise<Map<string, string | null>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string; full_name: string | null }>('select id, full_name from users where id = any($1::uuid[])', [userIds]);
    return new Map(result.rows.map((row) => [row.id, row.full_name]));
  } finally {
    await client.end();
  }
}
