import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parisMonthKey, shiftMonthKey } from '@parenthese/shared';
import { storedFileChunks, storedFiles } from './schema';
import { createAdmin, createPsychologist, createEmployee } from '../../test/support/factories';
import { bearerFor, createBookedConsultation } from '../../test/support/consultations';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from '../../test/support/billing';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { FILE_CHUNK_BYTES, moveDiskUploadsToDatabase } from './file-storage';

/**
 * Uploaded files on PostgreSQL (decision 0070): in the database, so that every instance sharing it
 * reads what another received. Two apps on one database stand for two instances.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('file storage in PostgreSQL, shared by two instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { database: { url: first.databaseUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const chunkRows = (fileId: string) => first.db.select({ chunkIndex: storedFileChunks.chunkIndex }).from(storedFileChunks).where(eq(storedFileChunks.fileId, fileId));

  it('keeps a file written by one in chunks, which the other reads, streams a chunk at a time, and removes', async () => {
    const fileId = randomUUID();
    const bytes = randomBytes(2 * FILE_CHUNK_BYTES + 1234);
    await first.services.fileStorage.write(fileId, bytes);
    expect((await chunkRows(fileId)).map((row) => row.chunkIndex).sort()).toEqual([0, 1, 2]);

    expect((await second.services.fileStorage.read(fileId))?.equals(bytes)).toBe(true);
    const parts: Buffer[] = [];
    for await (const part of (await second.services.fileStorage.readStream(fileId))!) parts.push(part as Buffer);
    expect(parts.map((part) => part.length)).toEqual([FILE_CHUNK_BYTES, FILE_CHUNK_BYTES, 1234]);
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    expect(await second.services.fileStorage.totalBytes()).toBe(bytes.length);

    await second.services.fileStorage.remove(fileId);
    expect(await chunkRows(fileId)).toEqual([]);
    expect(await first.services.fileStorage.read(fileId)).toBeUndefined();
    expect(await first.services.fileStorage.readStream(fileId)).toBeUndefined();
  });

  it('writes its chunks in the caller’s transaction: a rollback leaves none', async () => {
    const fileId = randomUUID();
    await expect(
      first.db.transaction(async (tx) => {
        await first.services.fileStorage.write(fileId, randomBytes(FILE_CHUNK_BYTES + 1), tx);
        throw new Error('refusé après l’écriture');
      }),
    ).rejects.toThrow('refusé après l’écriture');
    expect(await chunkRows(fileId)).toEqual([]);
  });

  it('serves through one instance the bill uploaded through the other, byte for byte, streamed', async () => {
    const psychologist = await createPsychologist(first.db);
    await createBookedConsultation(first.db, { doctorId: psychologist.id, employee: await createEmployee(first.db, { credits: 1 }), startsAt: weekdayMonthsAgo(1, 10, first.clock.now()) });
    const month = shiftMonthKey(parisMonthKey(first.clock.now()), -1);
    const tech = await bearerFor(first, await createAdmin(first.db, { adminRole: 'TECH' }));
    // About 3 MB: 12 chunks.
    const invoice = Buffer.concat([SAMPLE_PDF, randomBytes(3 * 1024 * 1024)]);
    const file = multipartFile('facture.pdf', invoice);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/admin/doctors/${psychologist.id}/bills/${month}/document`,
      headers: { authorization: tech, ...file.headers },
      payload: file.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const downloaded = await second.app.inject({ method: 'GET', url: `/api/admin/doctors/${psychologist.id}/bills/${month}/document`, headers: { authorization: tech } });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-length']).toBe(String(invoice.length));
    expect(downloaded.rawPayload.equals(invoice)).toBe(true);
  });

  it('moves the files an earlier version kept under DATA_DIR/uploads into the database, once, leaving those without a matching record', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parenthese-old-uploads-'));
    try {
      const onDisk = (fileId: string, bytes: Buffer) => {
        mkdirSync(path.join(dataDir, 'uploads', fileId.slice(0, 2)), { recursive: true });
        const file = path.join(dataDir, 'uploads', fileId.slice(0, 2), fileId);
        writeFileSync(file, bytes);
        return file;
      };
      const record = async (fileId: string, bytes: Buffer) =>
        first.db
          .insert(storedFiles)
          .values({ id: fileId, originalName: 'facture.pdf', mediaType: 'application/pdf', sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
      const kept = randomBytes(FILE_CHUNK_BYTES + 10);
      const keptId = randomUUID();
      await record(keptId, kept);
      const keptFile = onDisk(keptId, kept);
      const orphanFile = onDisk(randomUUID(), randomBytes(10));
      const alteredId = randomUUID();
      await record(alteredId, Buffer.from('autre contenu'));
      const alteredFile = onDisk(alteredId, Buffer.from('contenu modifié'));

      expect(await moveDiskUploadsToDatabase(dataDir, first.db)).toEqual({ moved: 1, left: expect.arrayContaining([orphanFile, alteredFile]) });
      expect((await second.services.fileStorage.read(keptId))?.equals(kept)).toBe(true);
      expect([existsSync(keptFile), existsSync(orphanFile), existsSync(alteredFile)]).toEqual([false, true, true]);
      // Started again (or by another instance): nothing more moves, nothing is written twice.
      expect((await moveDiskUploadsToDatabase(dataDir, first.db)).moved).toBe(0);
      expect(await chunkRows(keptId)).toHaveLength(2);
      // The same file still on disk beside its chunks (an instance that lost the race): left in the database as it is.
      onDisk(keptId, kept);
      expect((await moveDiskUploadsToDatabase(dataDir, first.db)).moved).toBe(1);
      expect(await chunkRows(keptId)).toHaveLength(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
