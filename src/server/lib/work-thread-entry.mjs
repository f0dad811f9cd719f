// The thread of src/server/lib/work-thread.ts (docs/decisions/0029-parsing-in-a-thread.md): loads
// tsx (our code is TypeScript), imports the named module and runs its async generator, posting
// each value it yields and waiting for the main thread to take one before it runs ahead by more
// than AHEAD. What the main thread sends (`send`) waits in the generator's inbox, its last argument.
// Plain JavaScript, so it starts the same under node, tsx and vitest.
import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const AHEAD = 2;
let credits = AHEAD;
let wakeProducer = () => {};
const replies = [];
let wakeInbox = () => {};
parentPort.on('message', (message) => {
  if (message === 'more') {
    credits += 1;
    wakeProducer();
    return;
  }
  replies.push(message.reply);
  wakeInbox();
});

const inbox = {
  /** The next value the main thread sends. */
  async next() {
    while (replies.length === 0) await new Promise((resolve) => (wakeInbox = resolve));
    return replies.shift();
  },
};

/** What crosses of an error: an AppError's code, message, details and extra; otherwise its name and message (never a stack). */
function errorFields(error, depth = 0) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { name, message, code, details, extra, cause } = error;
  return {
    name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(details === undefined ? {} : { details }),
    ...(extra === undefined ? {} : { extra }),
    ...(cause !== undefined && depth < 1 ? { cause: errorFields(cause, depth + 1) } : {}),
  };
}

/**
 * The thread runs at a lower CPU priority than the event loop (nice 10, the thread's own on Linux:
 * /proc/thread-self names it): on a machine of few cores the kernel then serves other users'
 * requests, and the database answering them, before the parsing. Elsewhere it runs as it is.
 */
function lowerOwnPriority() {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    os.setPriority(threadId, os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

try {
  lowerOwnPriority();
  register();
  const module = await import(workerData.module);
  for await (const value of module[workerData.exportName](...workerData.args, inbox)) {
    parentPort.postMessage({ value });
    credits -= 1;
    while (credits <= 0) await new Promise((resolve) => (wakeProducer = resolve));
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: errorFields(error) });
}
