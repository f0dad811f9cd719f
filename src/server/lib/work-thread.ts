import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { AppError, errorStatus } from './app-error.ts';

/**
 * CPU-heavy reading off the event loop (docs/decisions/0026-parsing-in-a-thread.md): an async
 * generator exported by one of our modules runs in a worker thread of its own, and its values come
 * back here one message each, so the event loop only copies them in, a value at a time, while the
 * thread parses. The thread runs at most two values ahead of the caller (a 100,000-row file never
 * piles up in memory); leaving the loop early ends the thread.
 */
export type ThreadWork = {
  /** The module's URL (`new URL('./x.ts', import.meta.url)`). */
  module: URL;
  /** The async generator function the module exports. */
  exportName: string;
  /** Its arguments: plain data (they are copied to the thread). */
  args: readonly unknown[];
};

/**
 * Files smaller than this are read on the event loop: starting a thread (loading tsx and the reader,
 * about half a second of another core) costs more than parsing them, and they parse in a few
 * milliseconds a turn.
 */
export const THREAD_MIN_BYTES = 512 * 1024;

type Message = { value: unknown } | { done: true } | { error: ErrorFields };
type ErrorFields = { name: string; message: string; code?: string; details?: unknown; extra?: Record<string, unknown> };

/** An AppError crosses as one (its status and message are the answer); anything else as an Error with its name and message. */
function rebuildError(fields: ErrorFields): Error {
  if (fields.code !== undefined && fields.code in errorStatus)
    return new AppError(fields.code as ErrorCode, fields.message, fields.details, fields.extra);
  const error = new Error(fields.message);
  error.name = fields.name;
  return error;
}

export async function* inWorkThread<T>(work: ThreadWork): AsyncGenerator<T> {
  const worker = new Worker(new URL('./work-thread-entry.mjs', import.meta.url), {
    workerData: { module: work.module.href, exportName: work.exportName, args: work.args },
  });
  const arrived: Message[] = [];
  let wake = () => {};
  const push = (message: Message) => {
    arrived.push(message);
    wake();
  };
  worker.on('message', push);
  worker.on('error', (error: Error) => push({ error: { name: error.name, message: error.message } }));
  worker.on('exit', (code) =>
    push({ error: { name: 'Error', message: `the work thread stopped (exit code ${code})` } }),
  );
  try {
    for (;;) {
      if (arrived.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const message = arrived.shift()!;
      if ('done' in message) return;
      if ('error' in message) throw rebuildError(message.error);
      worker.postMessage('more');
      yield message.value as T;
    }
  } finally {
    await worker.terminate();
  }
}
