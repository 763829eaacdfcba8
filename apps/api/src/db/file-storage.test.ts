import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage, createMemoryFileStorage } from './file-storage';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'file-storage-'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

describe.each([
  ['on disk', () => createDiskFileStorage(path.join(root, randomUUID()))],
  ['in memory', () => createMemoryFileStorage()],
])('file storage %s', (_name, create) => {
  it('keeps the bytes under the id, reads them back, and removes them', async () => {
    const storage = create();
    const fileId = randomUUID();
    const bytes = Buffer.from([0, 1, 2, 255, 37, 80, 68, 70]);
    await storage.write(fileId, bytes);
    expect(await storage.read(fileId)).toEqual(bytes);
    expect(await storage.totalBytes()).toBe(bytes.length);
    const streamed: Buffer[] = [];
    for await (const part of (await storage.readStream(fileId))!) streamed.push(part as Buffer);
    expect(Buffer.concat(streamed)).toEqual(bytes);
    await storage.remove(fileId);
    expect(await storage.read(fileId)).toBeUndefined();
    expect(await storage.readStream(fileId)).toBeUndefined();
    expect(await storage.totalBytes()).toBe(0);
    await storage.remove(fileId);
  });

  it('refuses an id that is not one of its own UUIDs, so a name can never become a path', async () => {
    const storage = create();
    await expect(storage.write('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('Identifiant de fichier invalide');
  });
});

describe('file storage on disk', () => {
  it('leaves no partial file behind', async () => {
    const directory = path.join(root, randomUUID());
    const storage = createDiskFileStorage(directory);
    const fileId = randomUUID();
    await storage.write(fileId, Buffer.from('contenu'));
    expect(await readdir(path.join(directory, fileId.slice(0, 2)))).toEqual([fileId]);
  });
});

describe('file storage on disk, when a write fails', () => {
  it('leaves no half-written file behind', async () => {
    // A directory of its own: another test's file in the shared root whose id began with the same two
    // characters (1 run in 256) was listed with this one's (seen in a run, session 25).
    const directory = path.join(root, randomUUID());
    const storage = createDiskFileStorage(directory);
    const fileId = randomUUID();
    // A directory where the file should go: the final rename fails, as a full or broken disk would.
    await mkdir(path.join(directory, fileId.slice(0, 2), fileId), { recursive: true });
    await expect(storage.write(fileId, Buffer.from('facture'))).rejects.toThrow();
    expect(await readdir(path.join(directory, fileId.slice(0, 2)))).toEqual([fileId]);
  });
});
