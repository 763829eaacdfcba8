import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/schema';
import { createAdmin } from '../../../../test/support/factories';
import { bearerFor } from '../../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

let testApp: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parenthese-maintenance-'));
  testApp = await createTestApp({ dataDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const report = async () => {
  const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  return testApp.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: { authorization: await bearerFor(testApp, tech) } });
};

describe('GET /api/admin/maintenance', () => {
  it('reports the database, the migrations applied, unsent mails and the bytes of the uploaded files where they are', async () => {
    const empty = (await report()).json();
    expect(empty.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite');
    expect(empty.database.version).toMatch(/^\d+(\.\d+)?/);
    expect(empty.migrations.applied).toBeGreaterThanOrEqual(4);
    expect(empty.migrations.latest).toMatch(/^\d{4}_[a-z_]+$/);
    expect(empty.uploads.bytes).toBe(0);

    await testApp.services.mailer.send({ kind: 'contact-ack', to: 'a@b.fr', subject: 'a', text: 'b' });
    const failed = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'c@d.fr', subject: 'c', text: 'd' });
    await testApp.db.update(mailOutbox).set({ status: 'FAILED', error: 'refus' }).where(eq(mailOutbox.id, failed));
    // Where the files are: on disk under DATA_DIR on PGlite, in PostgreSQL's chunks on PostgreSQL (one file over a chunk).
    await testApp.services.fileStorage.write(randomUUID(), Buffer.alloc(300 * 1024));
    await testApp.services.fileStorage.write(randomUUID(), Buffer.alloc(234));

    const after = (await report()).json();
    expect(after.mails).toEqual({ waiting: empty.mails.waiting + 1, failed: empty.mails.failed + 1 });
    expect(after.uploads.bytes).toBe(300 * 1024 + 234);
  });
});
