import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter } from 'age-encryption';
import tarStream from 'tar-stream';
import { z } from 'zod';
import { BackupPassphraseIdentity, BackupPassphraseRecipient } from './backup-passphrase';

/** Raised for what the operator must read: a French message, no stack trace (cli.ts prints it alone). */
export class BackupError extends Error {}

export const WRONG_KEY_MESSAGE = 'Clé de sauvegarde incorrecte : BACKUP_KEY ne correspond pas à celle de ce fichier. Rien n’a été modifié.';
export const DAMAGED_FILE_MESSAGE = 'Fichier de sauvegarde incomplet ou altéré : il ne peut pas être restauré. Rien n’a été modifié.';

/** Bump when the archive's layout changes; restore refuses a version it does not know. */
export const BACKUP_FORMAT_VERSION = 1;
/** Our files' names (BACKUP_KEEP deletes only these): parenthese-YYYYMMDD-HHMMSS.backup. */
export const BACKUP_FILE_PATTERN = /^parenthese-\d{8}-\d{6}(-\d+)?\.backup$/;
/** Where the database's dump sits in the archive, by kind. */
export const DATABASE_ENTRY = { postgres: 'database.pgdump', pglite: 'pglite-datadir.tar.gz' } as const;
const UPLOADS_PREFIX = 'uploads/';
/**
 * The secrets generated into DATA_DIR when not given in the environment: the data key decrypts the
 * second factors' secrets, so a backup restored without it would hold unreadable rows.
 */
export const DATA_DIR_SECRET_FILES = ['encryption-key', 'jwt-secret'] as const;
const SECRETS_PREFIX = 'secrets/';

export const manifestSchema = z.object({
  formatVersion: z.number().int(),
  databaseKind: z.enum(['pglite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  latestMigration: z.string().nullable(),
  files: z.array(z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A name only we write: the archive's own entries, or a file under uploads/ without any climbing out. */
function isSafeEntryName(name: string): boolean {
  if (name === 'manifest.json' || name === DATABASE_ENTRY.postgres || name === DATABASE_ENTRY.pglite) return true;
  if (DATA_DIR_SECRET_FILES.some((secret) => name === `${SECRETS_PREFIX}${secret}`)) return true;
  if (!name.startsWith(UPLOADS_PREFIX) || name.includes('\\') || name.includes('\0')) return false;
  return name
    .slice(UPLOADS_PREFIX.length)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every regular file under `directory` (relative paths with /), none when it does not exist. */
export async function listFiles(directory: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(directory, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(directory, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Writes the encrypted backup file: an age file (passphrase, scrypt; any age opens it) holding a tar of manifest.json,
 * the database dump and the uploaded files. Streamed from disk to disk: nothing sits whole in memory.
 * Written under a temporary name and renamed at the end, so a half-written file never looks like a backup.
 */
export async function writeBackupFile(options: {
  target: string;
  key: string;
  databaseKind: BackupManifest['databaseKind'];
  /** The dump already on disk (pg_dump's file, or PGlite's data directory tarball). */
  databaseDump: string;
  uploadsDirectory: string;
  /** DATA_DIR, whose generated secret files (DATA_DIR_SECRET_FILES) go in too when they exist. */
  dataDir: string;
  appVersion: string;
  latestMigration: string | null;
  createdAt: Date;
}): Promise<{ path: string; bytes: number }> {
  const uploadFiles = await listFiles(options.uploadsDirectory);
  const entries: { name: string; source: string; size: number; sha256: string }[] = [];
  const databaseEntry = DATABASE_ENTRY[options.databaseKind];
  entries.push({ name: databaseEntry, source: options.databaseDump, size: (await stat(options.databaseDump)).size, sha256: await sha256Of(options.databaseDump) });
  for (const secret of DATA_DIR_SECRET_FILES) {
    const source = path.join(options.dataDir, secret);
    const stats = await stat(source).catch(() => undefined);
    if (stats?.isFile()) entries.push({ name: `${SECRETS_PREFIX}${secret}`, source, size: stats.size, sha256: await sha256Of(source) });
  }
  for (const file of uploadFiles) {
    const source = path.join(options.uploadsDirectory, file);
    entries.push({ name: `${UPLOADS_PREFIX}${file}`, source, size: (await stat(source)).size, sha256: await sha256Of(source) });
  }
  const manifest: BackupManifest = {
    formatVersion: BACKUP_FORMAT_VERSION,
    databaseKind: options.databaseKind,
    createdAt: options.createdAt.toISOString(),
    appVersion: options.appVersion,
    latestMigration: options.latestMigration,
    files: entries.map(({ name, size, sha256 }) => ({ path: name, size, sha256 })),
  };

  const pack = tarStream.pack();
  const feeding = (async () => {
    pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest, null, 2));
    for (const entry of entries) {
      const sink = pack.entry({ name: entry.name, size: entry.size });
      await pipeline(createReadStream(entry.source), sink);
    }
    pack.finalize();
  })();
  feeding.catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))));

  const encrypter = new Encrypter();
  // age's passphrase stanza, its key derived off the event loop (backup-passphrase.ts).
  encrypter.addRecipient(new BackupPassphraseRecipient(options.key));
  const encrypted = await encrypter.encrypt(Readable.toWeb(Readable.from(pack)) as unknown as ReadableStream<Uint8Array>);
  const partial = `${options.target}.partial`;
  try {
    await pipeline(Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>), createWriteStream(partial, { mode: 0o600 }));
    await feeding;
    await rename(partial, options.target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { path: options.target, bytes: (await stat(options.target)).size };
}

/**
 * Decrypts and unpacks a backup file into `directory` (which must exist and be empty), checking the key
 * first and then every byte: each entry's size and sha256 against the manifest, no entry missing or
 * extra. Throws a BackupError (wrong key, damaged file) before the caller touches anything.
 */
export async function readBackupFile(file: string, key: string, directory: string): Promise<BackupManifest> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new BackupError(`Fichier de sauvegarde introuvable : ${file}`);
  }
  if (size === 0) throw new BackupError(DAMAGED_FILE_MESSAGE);
  const decrypter = new Decrypter();
  decrypter.addIdentity(new BackupPassphraseIdentity(key));
  let decrypted: ReadableStream<Uint8Array>;
  try {
    // The header is read here: a passphrase that opens none of its stanzas is the wrong key.
    decrypted = await decrypter.decrypt(Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/no identity matched/i.test(message)) throw new BackupError(WRONG_KEY_MESSAGE);
    throw new BackupError(DAMAGED_FILE_MESSAGE);
  }

  let manifest: BackupManifest | undefined;
  const seen = new Map<string, { size: number; sha256: string }>();
  const extract = tarStream.extract();
  const consuming = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (entry.header.type !== 'file' || !isSafeEntryName(name) || seen.has(name)) throw new BackupError(DAMAGED_FILE_MESSAGE);
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        const parsed = manifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (!parsed.success) throw new BackupError(DAMAGED_FILE_MESSAGE);
        if (parsed.data.formatVersion !== BACKUP_FORMAT_VERSION) throw new BackupError(`Format de sauvegarde ${parsed.data.formatVersion} inconnu de cette version de Parenthèse.`);
        manifest = parsed.data;
        seen.set(name, { size: 0, sha256: '' });
        continue;
      }
      const target = path.join(directory, name);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const counting = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(entry, counting, createWriteStream(target, { mode: 0o600 }));
      seen.set(name, { size: bytes, sha256: hash.digest('hex') });
    }
  })();
  try {
    await Promise.all([pipeline(Readable.fromWeb(decrypted as unknown as WebReadableStream<Uint8Array>), extract), consuming]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(DAMAGED_FILE_MESSAGE);
  }
  if (!manifest) throw new BackupError(DAMAGED_FILE_MESSAGE);
  const listed = new Map(manifest.files.map((entry) => [entry.path, entry]));
  const databaseEntry = DATABASE_ENTRY[manifest.databaseKind];
  const isComplete =
    listed.has(databaseEntry) &&
    seen.size === listed.size + 1 &&
    [...listed.values()].every((entry) => {
      const found = seen.get(entry.path);
      return found !== undefined && found.size === entry.size && found.sha256 === entry.sha256;
    });
  if (!isComplete) throw new BackupError(DAMAGED_FILE_MESSAGE);
  return manifest;
}
