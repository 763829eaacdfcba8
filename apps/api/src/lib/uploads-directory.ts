import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files (bills and other documents) live: one directory under DATA_DIR, outside the database. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'uploads');

/** Bytes of every file under a directory, its subdirectories included; 0 when it does not exist. */
export async function directorySize(directory: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let total = 0;
  for (const entry of entries) {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) total += await directorySize(entryPath);
    else if (entry.isFile()) total += (await stat(entryPath)).size;
  }
  return total;
}
