import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Keeps DATA_DIR to the server's user alone: it holds the database, customers' photos and
 * the session secret. From here on the process creates files 0600 and folders 0700 (umask
 * 077): Node's defaults, which the photo store keeps, are readable by all. (PGlite sets its
 * files' modes itself; `db/durable-node-fs.ts` limits those.)
 * A DATA_DIR that an older version left open is closed all through, once: while DATA_DIR
 * itself is 0700 nobody else reaches what is inside, so later boots need not walk it.
 */
export function keepDataDirPrivate(dataDir: string) {
  process.umask(0o777 & ~PRIVATE_FOLDER);
  // One that does not exist yet is created private, if at all: with PostgreSQL, S3 and a
  // SESSION_SECRET nothing is written there.
  if (!existsSync(dataDir) || (statSync(dataDir).mode & 0o777) === PRIVATE_FOLDER) return;
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    // Symbolic links are left alone: chmod would change what they point to, outside DATA_DIR.
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, PRIVATE_FOLDER);
    else if (entry.isFile()) chmodSync(file, PRIVATE_FILE);
  }
  // Last, so that a walk cut short is done again at the next boot.
  chmodSync(dataDir, PRIVATE_FOLDER);
}
