import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../platform/db/client';
import type { AppDeps } from '../../deps';
import type { MailMessage } from '../../platform/mail/mailer';
import { createDatabaseUrl, createUsers, testConfig } from '../../test/context';
import { deliverNoticeEmails } from './email';
import { notify } from './notify';

// Two API instances (two pools on one PostgreSQL database) send the pending e-mails at the same moment.
let databases: Database[] = [];
let dropDatabase: () => Promise<void>;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'areia-notice-mail-'));
  const created = await createDatabaseUrl();
  dropDatabase = created.drop;
  databases = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: created.url, dataDir: folder })));
}, 120_000);
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close()));
  await dropDatabase();
  await rm(folder, { recursive: true, force: true });
});

describe('aviso e-mails across instances', () => {
  it('each e-mail goes out exactly once when two instances send at once, however slow the mail server', async () => {
    const sent: MailMessage[] = [];
    // Slow enough that both instances are sending while the other still holds its claim.
    const mailer = { send: async (message: MailMessage) => void (await new Promise((resolve) => setTimeout(resolve, 5)), sent.push(message)) };
    const config = testConfig(folder);
    const instances: AppDeps[] = databases.map((database) => ({ db: database.db, config, jwtSecret: new TextEncoder().encode(config.jwtSecret!), mailer }));
    const recipients = await createUsers(instances[0]!, 40);
    await notify(instances[0]!.db, instances[0]!, {
      userIds: recipients.map((user) => user.id),
      kind: 'games_published',
      params: { championshipId: '11111111-2222-4333-8444-555555555555', championshipTitle: 'Open', phase: 'pools' },
    });
    const counts = await Promise.all(instances.flatMap((deps) => [deliverNoticeEmails(deps), deliverNoticeEmails(deps)]));
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(40);
    expect(sent.map((mail) => mail.to).sort()).toEqual(recipients.map((user) => user.email).sort());
  });
});
