import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDirectory } from './uploads-directory';

/**
 * Where uploaded files' bytes live, by an id the server chose (a random UUID, never a name sent by a
 * client). The database keeps each file's record (name, media type, size, sha256); the bytes stay out
 * of it, since PGlite handles large bytea badly.
 */
export type FileStorage = {
  write(fileId: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when they are missing. */
  read(fileId: string): Promise<Buffer | undefined>;
  remove(fileId: string): Promise<void>;
};

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
    async remove(fileId) {
      await rm(fileOf(fileId), { force: true });
    },
  };
}

/** Files kept in memory: the tests' in-memory databases (DATA_DIR memory://). */
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
    async remove(fileId) {
      files.delete(fileId);
    },
  };
}

/** The storage of a data directory: `<DATA_DIR>/uploads` (measured by the maintenance view), or memory for an in-memory database. */
export function fileStorageFor(dataDir: string): FileStorage {
  return dataDir.startsWith('memory://') ? createMemoryFileStorage() : createDiskFileStorage(uploadsDirectory(dataDir));
}
