import v8 from 'node:v8';
import type { Config } from './config.ts';

/** How much the heap may grow past what V8's last full collection kept, in percent. */
const EMBEDDED_HEAP_GROWING_PERCENT = 50;

/**
 * With the embedded database in the process, memory is the tighter budget (decision 013):
 * - V8 starts its next full collection once the heap has grown by half of what the last one
 *   kept. Left to choose, V8 let the heap grow to four times that under load.
 * - V8 compiles PGlite's WebAssembly on one background task at a time. The compilers'
 *   memory stays in their threads' malloc arenas after start-up; with one task the server
 *   held about 15 MB less after the bench's load, swung less from start to start, and on
 *   two cores answered its first request sooner.
 *
 * On PostgreSQL V8 keeps its own choices: there the heap cap cost the admin list a tenth of
 * its throughput, memory has room, and no WebAssembly is compiled. Node reads its other
 * memory settings before the configuration (`npm start` passes them); V8 reads these two
 * when it needs them, so they can follow the configured database. Call before the database
 * opens.
 */
export function limitMemoryForEmbeddedDatabase(config: Pick<Config, 'databaseUrl'>) {
  if (config.databaseUrl) return;
  v8.setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
}
