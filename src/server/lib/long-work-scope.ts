import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which code runs on behalf of long work (a route marked `longWork`: an import, an upload's check,
 * a report, an export), so that the embedded database can serve other users' queries first
 * (docs/decisions/0030-long-work-queries-queue-behind-requests.md). Everything called from such a
 * request's handler, and every promise it starts, is inside the scope.
 */
const scope = new AsyncLocalStorage<true>();

/** Runs `fn` (and everything it starts) as long work. */
export function runAsLongWork<T>(fn: () => T): T {
  return scope.run(true, fn);
}

/** Whether the code running now is long work's. */
export function inLongWork(): boolean {
  return scope.getStore() === true;
}
