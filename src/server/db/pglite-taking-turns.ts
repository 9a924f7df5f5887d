import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite as the server needs it: its queries take turns with everything else the process does.
 *
 * PGlite runs a query synchronously on the event loop and hands its lock straight to the next
 * waiting query, without returning to the loop in between. Under load, requests that arrived
 * meanwhile then sit unread until every queued query has run, and their own queries queue
 * behind the next batch: the slowest answers waited for two batches (decision 015). Each
 * query, statement batch or transaction here waits one turn of the event loop once it holds
 * the lock, so new requests are read and queue in the order they came.
 *
 * Every public call (`query`, `exec`, `transaction`) takes the lock through
 * `_runExclusiveTransaction`; the queries inside a transaction do not, so a transaction runs
 * without pauses.
 */
export class PGliteTakingTurns extends PGlite {
  override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurnOfEventLoop();
      return work();
    });
  }
}
