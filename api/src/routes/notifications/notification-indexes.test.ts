import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { planWithout } from '../../test/plan';
import { createTestContext, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const plan = (statement: SQL) => planWithout(ctx.deps.db, statement);

const USER = sql`'00000000-0000-4000-8000-000000000001'::uuid`;

/** However many avisos pile up, each read walks one user's rows on an index (0021_notifications.sql). */
describe('avisos read through their indexes', () => {
  it("a user's page, newest first after a cursor, is one backward range of notifications_user_page_idx, unsorted", async () => {
    const text = await plan(sql`SELECT id FROM notifications WHERE user_id = ${USER}
      AND (created_at, id) < ('2026-11-25 10:00:00+00'::timestamptz, '00000000-0000-4000-8000-000000000002'::uuid)
      ORDER BY created_at DESC, id DESC LIMIT 51`);
    expect(text).toContain('notifications_user_page_idx');
    expect(text).not.toContain('Sort');
  });

  it('the unread count and "mark all read" use notifications_user_unread_idx', async () => {
    expect(await plan(sql`SELECT count(*) FROM (SELECT 1 FROM notifications WHERE user_id = ${USER} AND read_at IS NULL LIMIT 100) unread`)).toContain(
      'notifications_user_unread_idx',
    );
    expect(await plan(sql`UPDATE notifications SET read_at = now() WHERE user_id = ${USER} AND read_at IS NULL`)).toContain('notifications_user_unread_idx');
  });

  it('the e-mails still to send are found on notifications_email_pending_idx, oldest first', async () => {
    const text = await plan(sql`SELECT id FROM notifications WHERE email_sent_at IS NULL AND email_attempts < 5 AND email_wanted
      AND (email_claimed_until IS NULL OR email_claimed_until <= now()) ORDER BY created_at LIMIT 50`);
    expect(text).toContain('notifications_email_pending_idx');
    expect(text).not.toContain('Sort');
  });
});
