import fs from 'node:fs';
import path from 'node:path';
import type { ServerContext } from '../context';

/** Where file parts of a request are written while it is read: `<data dir>/tmp/uploads`. */
export function uploadTempDir(ctx: ServerContext): string {
  return path.resolve(ctx.options.dataDir, 'tmp', 'uploads');
}

/** Temporary upload files older than `olderThanMs` (left by a request that never ended), deleted. */
export function sweepUploadTemp(ctx: ServerContext, now: number, olderThanMs: number): void {
  const dir = uploadTempDir(ctx);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > olderThanMs) fs.rmSync(file, { force: true });
    } catch {
      // Gone meanwhile.
    }
  }
}

/** Moves a file into place: a rename, or a copy where the two are on different file systems. */
export function moveFile(from: string, to: string): void {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
    fs.rmSync(from, { force: true });
  }
}
