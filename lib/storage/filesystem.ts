import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isStorageKey, type FileStorage } from './storage';

/** Files under one directory (UPLOAD_DIR); written to a temporary name first, so a reader never sees half a file. */
export function filesystemStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(base, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        return { data: await fs.readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
