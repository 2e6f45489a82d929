import { eq, isNull } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uploads } from '../../db/schema';
import type { Storage } from '../../db/storage';
import { uploadsDir } from './service';

/**
 * Images uploaded before they were kept in the database were files in DATA_DIR/uploads: each is
 * brought into its row once, at start, so no picture or signature is lost. The files are left
 * where they are; a row whose file is gone stays as it was (it is then not found, as before).
 */
export async function bringInLegacyFiles(storage: Storage, dataDir: string): Promise<number> {
  const missing = await storage.read
    .select({ id: uploads.id, fileName: uploads.fileName })
    .from(uploads)
    .where(isNull(uploads.data));
  let brought = 0;
  for (const row of missing) {
    const file = join(uploadsDir(dataDir), row.fileName);
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    await storage.write(async (tx) => {
      await tx.update(uploads).set({ data }).where(eq(uploads.id, row.id));
    });
    brought += 1;
  }
  return brought;
}
