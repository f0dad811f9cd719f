import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { AppError, errorStatus } from './app-error.ts';

/**
 * CPU-heavy reading off the event loop (docs/decisions/0029-parsing-in-a-thread.md): an async
 * generator exported by one of our modules runs in a worker thread of its own, and its values come
 * back here one message each, so the event loop only copies them in, a value at a time, while the
 * thread parses. The thread runs at most two values ahead of the caller (a 100,000-row file never
 * piles up in memory); leaving the loop early ends the thread. The generator is called with `args`
 * and an Inbox last: what the caller sends (`send`), in order, for a generator that needs an answer
 * half way (the import's mapping, once the thread has found the headers).
 */
export type ThreadWork = {
  /** The module's URL (`new URL('./x.ts', import.meta.url)`). */
  module: URL;
  /** The async generator function the module exports. */
  exportName: string;
  /** Its arguments: plain data (they are copied to the thread). */
  args: readonly unknown[];
};

/** What a generator run by inWorkThread (or by its caller, with localInbox) receives from its caller. */
export type Inbox = { next: () => Promise<unknown> };

/** Values sent to a generator, and the means to send them. */
export type Sending<T> = AsyncGenerator<T> & { send: (value: unknown) => void };

/**
 * Files smaller than this are read on the event loop: starting a thread (loading tsx and the reader,
 * about half a second of another core) costs more than parsing them, and they parse in a few
 * milliseconds a turn.
 */
export const THREAD_MIN_BYTES = 512 * 1024;

type ErrorFields = {
  name: string;
  message: string;
  code?: string;
  details?: unknown;
  extra?: Record<string, unknown>;
  cause?: ErrorFields;
};
type Message = { value: unknown } | { done: true } | { error: ErrorFields };

/**
 * An AppError crosses as one (its status and message are the answer); anything else as an Error
 * with its name, message and cause (its code, for the logs).
 */
function rebuildError(fields: ErrorFields): Error {
  if (fields.code !== undefined && fields.code in errorStatus)
    return new AppError(fields.code as ErrorCode, fields.message, fields.details, fields.extra);
  const error = new Error(fields.message, fields.cause ? { cause: rebuildError(fields.cause) } : undefined);
  error.name = fields.name;
  if (fields.code !== undefined) Object.assign(error, { code: fields.code });
  return error;
}

export function inWorkThread<T>(work: ThreadWork): Sending<T> {
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
  async function* values(): AsyncGenerator<T> {
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
  return Object.assign(values(), { send: (value: unknown) => worker.postMessage({ reply: value }) });
}

/** For a generator run on the event loop: the Inbox it reads, and `send` for its caller. */
export function localInbox(): { inbox: Inbox; send: (value: unknown) => void } {
  const replies: unknown[] = [];
  let wake = () => {};
  return {
    inbox: {
      async next() {
        while (replies.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        return replies.shift();
      },
    },
    send(value) {
      replies.push(value);
      wake();
    },
  };
}
