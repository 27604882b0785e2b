import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/*
 * PGlite has no lock of its own: two processes opening one data directory would corrupt it. A lock file
 * beside the directory (`<dataDir>.lock`, holding the owner's pid) makes a second opener fail clearly.
 * A lock whose process is gone is stale and taken over; so is one carrying our own pid that this process
 * did not take (a restarted container often gets the same pid as its killed predecessor).
 */

export interface DataDirLock {
  release(): Promise<void>;
}

const heldByThisProcess = new Set<string>();

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockPath = `${resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          await rm(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
    if (isHeldElsewhere(lockPath, holder)) {
      throw new Error(
        `The database in ${dataDir} is in use by process ${holder}: only one process may open a PGlite data directory. Stop that process first (or set DATABASE_URL to share a PostgreSQL server).`,
      );
    }
    await rm(lockPath, { force: true });
  }
  throw new Error(`Could not lock the database directory ${dataDir}`);
}

function isHeldElsewhere(lockPath: string, holder: number): boolean {
  if (!Number.isInteger(holder) || holder <= 0) return false;
  if (holder === process.pid) return heldByThisProcess.has(lockPath);
  try {
    process.kill(holder, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
