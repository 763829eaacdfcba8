import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decrypter, Encrypter, Stanza } from 'age-encryption';
import { afterAll, describe, expect, it } from 'vitest';
import { writeBackupFile } from './backup-file';
import { BACKUP_SCRYPT_WORK_FACTOR, BackupPassphraseIdentity, BackupPassphraseRecipient } from './backup-passphrase';

const KEY = 'une-clé-de-sauvegarde-assez-longue';
const work = mkdtempSync(path.join(tmpdir(), 'parenthese-passphrase-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A backup file of a few bytes: only its encryption is looked at here. */
async function writeSmallBackup(name: string) {
  const dump = path.join(work, `${name}.dump`);
  writeFileSync(dump, 'une base');
  return writeBackupFile({
    target: path.join(work, `${name}.backup`),
    key: KEY,
    databaseKind: 'pglite',
    databaseDump: dump,
    uploadsDirectory: path.join(work, 'nothing-uploaded'),
    dataDir: path.join(work, 'no-data-dir'),
    appVersion: '1.0.0',
    latestMigration: null,
    createdAt: new Date('2026-12-01T10:00:00Z'),
  });
}

/** The longest time the event loop stood still while `work` ran, from a timer asking every millisecond. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
    longest = Math.max(longest, performance.now() - last);
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('the backup file’s passphrase (age’s scrypt stanza, its key derived by Node)', () => {
  it('writes a file that age-encryption’s own passphrase decryption opens, without stalling the event loop as that one does', async () => {
    let file = '';
    const ourStall = await longestStall(async () => {
      file = (await writeSmallBackup('ours')).path;
    });
    const header = readFileSync(file).subarray(0, 200).toString('latin1');
    expect(header).toMatch(new RegExp(`^age-encryption\\.org/v1\\n-> scrypt [A-Za-z0-9+/]{22} ${BACKUP_SCRYPT_WORK_FACTOR}\\n`));

    // age-encryption derives the same key in JavaScript, on this thread: the loop stands still meanwhile.
    const reference = new Decrypter();
    reference.addPassphrase(KEY);
    let opened: Uint8Array = new Uint8Array();
    const referenceStall = await longestStall(async () => {
      opened = await reference.decrypt(new Uint8Array(readFileSync(file)));
    });
    expect(Buffer.from(opened).includes('manifest.json')).toBe(true);
    // Both derive a key of the same cost; ours leaves the loop turning (it stood still for 2 s and more before).
    expect(ourStall).toBeLessThan(referenceStall / 2);
  }, 60_000);

  it('opens what age-encryption’s own passphrase encryption writes, at any work factor age accepts', async () => {
    const encrypter = new Encrypter();
    encrypter.setPassphrase(KEY);
    encrypter.setScryptWorkFactor(10);
    const file = await encrypter.encrypt('bonjour');
    const decrypter = new Decrypter();
    decrypter.addIdentity(new BackupPassphraseIdentity(KEY));
    expect(await decrypter.decrypt(file, 'text')).toBe('bonjour');

    const withWrongKey = new Decrypter();
    withWrongKey.addIdentity(new BackupPassphraseIdentity('pas-la-bonne-clé-du-tout'));
    await expect(withWrongKey.decrypt(file, 'text')).rejects.toThrow(/no identity matched/);
  });

  it('refuses a stanza age refuses: beside another recipient, a work factor above 20, a salt not in canonical base64', async () => {
    const identity = new BackupPassphraseIdentity(KEY);
    const body = new Uint8Array(32);
    const salt = 'AAAAAAAAAAAAAAAAAAAAAA';
    await expect(identity.unwrapFileKey([new Stanza(['scrypt', salt, '10'], body), new Stanza(['X25519', salt], body)])).rejects.toThrow(/not the only one/);
    await expect(identity.unwrapFileKey([new Stanza(['scrypt', salt, '21'], body)])).rejects.toThrow(/too high/);
    await expect(identity.unwrapFileKey([new Stanza(['scrypt', `${salt}==`, '10'], body)])).rejects.toThrow(/invalid scrypt stanza/);
    await expect(identity.unwrapFileKey([new Stanza(['scrypt', salt, '010'], body)])).rejects.toThrow(/invalid scrypt stanza/);
    await expect(identity.unwrapFileKey([new Stanza(['scrypt', salt, '10'], new Uint8Array(31))])).rejects.toThrow(/invalid scrypt stanza/);
    // Another recipient's stanza alone is not ours: no key, no error.
    expect(await identity.unwrapFileKey([new Stanza(['X25519', salt], body)])).toBeNull();
  });

  it('wraps each file key under a new salt', async () => {
    const recipient = new BackupPassphraseRecipient(KEY);
    const fileKey = new Uint8Array(16).fill(7);
    const [first] = await recipient.wrapFileKey(fileKey);
    const [second] = await recipient.wrapFileKey(fileKey);
    expect(first!.args[1]).not.toBe(second!.args[1]);
    expect(Buffer.from(first!.body).equals(Buffer.from(second!.body))).toBe(false);
    expect(await new BackupPassphraseIdentity(KEY).unwrapFileKey([second!])).toEqual(fileKey);
  });
});
