import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseConnection, Executor } from './client';
import { storedFileChunks, storedFiles } from './schema';
import { isUniqueViolation } from '../lib/database-errors';
import { directorySize, uploadsDirectory } from '../lib/uploads-directory';

/**
 * Where uploaded files' bytes live, by an id the server chose (a random UUID, never a name sent by a
 * client). The database keeps each file's record (name, media type, size, sha256). On PostgreSQL the
 * bytes are in the database too, so every instance reads them (decision 0070); on PGlite, which
 * handles large bytea badly and has one process, they are on disk under DATA_DIR.
 */
export type FileStorage = {
  /**
   * Keeps the bytes under the id. `executor`: the caller's transaction, which the bytes then share
   * where the storage is the database (elsewhere they are written at once, and a rollback leaves
   * them for the caller to remove).
   */
  write(fileId: string, bytes: Buffer, executor?: Executor): Promise<void>;
  /** The bytes, or undefined when they are missing. */
  read(fileId: string): Promise<Buffer | undefined>;
  /** The bytes as a stream read a part at a time (downloads), or undefined when they are missing. */
  readStream(fileId: string): Promise<Readable | undefined>;
  remove(fileId: string): Promise<void>;
  /** Bytes of every file kept (the maintenance view). */
  totalBytes(): Promise<number>;
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A chunk of a file in PostgreSQL: small enough that a download holds one at a time, large enough that a 10 MB bill is 40 rows. */
export const FILE_CHUNK_BYTES = 256 * 1024;

function assertFileId(fileId: string) {
  // The id becomes a path: only the server's own UUIDs are accepted, so nothing can climb out of the root.
  if (!FILE_ID.test(fileId)) throw new Error(`Identifiant de fichier invalide : ${fileId}`);
}

/** Files under `root`, spread over 256 folders by the id's first two characters. */
export function createDiskFileStorage(root: string): FileStorage {
  const fileOf = (fileId: string) => {
    assertFileId(fileId);
    return path.join(root, fileId.slice(0, 2), fileId);
  };
  return {
    async write(fileId, bytes) {
      const file = fileOf(fileId);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, file);
      } catch (error) {
        // A disk full halfway leaves no half file behind (the maintenance view would count it).
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(fileId) {
      try {
        return await readFile(fileOf(fileId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async readStream(fileId) {
      try {
        // Opened here, so a missing file is known before an answer starts.
        return (await open(fileOf(fileId))).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(fileId) {
      await rm(fileOf(fileId), { force: true });
    },
    totalBytes: () => directorySize(root),
  };
}

/** Files kept in memory: the tests' in-memory PGlite databases (DATA_DIR memory://). */
export function createMemoryFileStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async write(fileId, bytes) {
      assertFileId(fileId);
      files.set(fileId, Buffer.from(bytes));
    },
    async read(fileId) {
      return files.get(fileId);
    },
    async readStream(fileId) {
      const bytes = files.get(fileId);
      return bytes ? Readable.from([bytes]) : undefined;
    },
    async remove(fileId) {
      files.delete(fileId);
    },
    async totalBytes() {
      return [...files.values()].reduce((total, bytes) => total + bytes.length, 0);
    },
  };
}

/**
 * Files in PostgreSQL (stored_file_chunks), in chunks of FILE_CHUNK_BYTES: every instance sharing the
 * database reads them, and a download reads one chunk per query, so a large file is never held whole.
 */
export function createDatabaseFileStorage(db: Database): FileStorage {
  const chunkCount = async (fileId: string) => (await db.select({ chunks: count() }).from(storedFileChunks).where(eq(storedFileChunks.fileId, fileId)))[0]?.chunks ?? 0;
  const readChunk = async (fileId: string, chunkIndex: number) =>
    (
      await db
        .select({ bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, fileId), eq(storedFileChunks.chunkIndex, chunkIndex)))
    )[0]?.bytes;

  async function writeChunks(executor: Executor, fileId: string, bytes: Buffer) {
    // At least one chunk, so that an empty file is found too.
    for (let start = 0, chunkIndex = 0; start === 0 || start < bytes.length; start += FILE_CHUNK_BYTES, chunkIndex += 1) {
      await executor.insert(storedFileChunks).values({ fileId, chunkIndex, bytes: bytes.subarray(start, start + FILE_CHUNK_BYTES) });
    }
  }

  return {
    async write(fileId, bytes, executor) {
      assertFileId(fileId);
      if (executor) await writeChunks(executor, fileId, bytes);
      else await db.transaction((tx) => writeChunks(tx, fileId, bytes));
    },
    async read(fileId) {
      assertFileId(fileId);
      const rows = await db.select({ bytes: storedFileChunks.bytes }).from(storedFileChunks).where(eq(storedFileChunks.fileId, fileId)).orderBy(asc(storedFileChunks.chunkIndex));
      return rows.length === 0 ? undefined : Buffer.concat(rows.map((row) => row.bytes));
    },
    async readStream(fileId) {
      assertFileId(fileId);
      const chunks = await chunkCount(fileId);
      if (chunks === 0) return undefined;
      async function* eachChunk() {
        for (let chunkIndex = 0; chunkIndex < chunks; chunkIndex += 1) {
          const bytes = await readChunk(fileId, chunkIndex);
          // Removed while being read (a replaced invoice): the download ends in error rather than cut short silently.
          if (!bytes) throw new Error(`Fichier ${fileId} supprimé pendant sa lecture.`);
          yield bytes;
        }
      }
      return Readable.from(eachChunk(), { objectMode: false });
    },
    async remove(fileId) {
      assertFileId(fileId);
      await db.delete(storedFileChunks).where(eq(storedFileChunks.fileId, fileId));
    },
    async totalBytes() {
      const [row] = await db.select({ bytes: sql<string>`coalesce(sum(octet_length(${storedFileChunks.bytes})), 0)` }).from(storedFileChunks);
      return Number(row?.bytes ?? 0);
    },
  };
}

/**
 * The storage of a server: in PostgreSQL when it is the database (shared by every instance), else
 * `<DATA_DIR>/uploads`, or memory for an in-memory database.
 */
export function fileStorageFor(dataDir: string, connection: Pick<DatabaseConnection, 'db' | 'kind'>): FileStorage {
  if (connection.kind === 'postgres') return createDatabaseFileStorage(connection.db);
  return dataDir.startsWith('memory://') ? createMemoryFileStorage() : createDiskFileStorage(uploadsDirectory(dataDir));
}

/**
 * The upgrade to PostgreSQL storage (decision 0070): files an earlier version kept under
 * `<DATA_DIR>/uploads` are copied into the database, each in its own transaction, then removed from
 * the disk. Only files whose record exists and whose bytes match its sha256 move; any other stays
 * where it is, reported. Several instances starting together: the first to write a file's chunks
 * wins, the others meet its primary key and leave that file alone. Answers the files moved and left.
 */
export async function moveDiskUploadsToDatabase(dataDir: string, db: Database): Promise<{ moved: number; left: string[] }> {
  const root = uploadsDirectory(dataDir);
  const storage = createDatabaseFileStorage(db);
  const result = { moved: 0, left: [] as string[] };
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const folder of folders) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const fileId of names.filter((name) => FILE_ID.test(name))) {
      const file = path.join(root, folder, fileId);
      const [record] = await db.select({ sha256: storedFiles.sha256 }).from(storedFiles).where(eq(storedFiles.id, fileId));
      const bytes = await readFile(file);
      if (!record || createHash('sha256').update(bytes).digest('hex') !== record.sha256) {
        result.left.push(file);
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          const [existing] = await tx.select({ chunks: count() }).from(storedFileChunks).where(eq(storedFileChunks.fileId, fileId));
          if (!existing?.chunks) await storage.write(fileId, bytes, tx);
        });
      } catch (error) {
        // Another instance moving the same file: its chunks are there, or will be; the disk copy stays until then.
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      await rm(file, { force: true });
      result.moved += 1;
    }
  }
  return result;
}
