import v8 from 'node:v8';
import type { Config } from './config.ts';

/** How much the heap may grow past what V8's last full collection kept, in percent. */
const EMBEDDED_HEAP_GROWING_PERCENT = 50;

/**
 * With the embedded database in the process, memory is the tighter budget: V8 then starts its
 * next full collection once the heap has grown by half of what the last one kept. Left to
 * choose, V8 let the heap grow to four times that under load. On PostgreSQL V8 keeps its own
 * choice: there the cap cost the admin list a tenth of its throughput, and memory has room.
 *
 * Node reads its other memory settings before the configuration (`npm start` passes them);
 * this one V8 reads at every full collection, so it can follow the configured database
 * (decision 013).
 */
export function limitHeapGrowthForEmbeddedDatabase(config: Pick<Config, 'databaseUrl'>) {
  if (config.databaseUrl) return;
  v8.setFlagsFromString(`--heap-growing-percent=${EMBEDDED_HEAP_GROWING_PERCENT}`);
}
