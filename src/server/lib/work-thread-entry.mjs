// The thread of src/server/lib/work-thread.ts (docs/decisions/0026-parsing-in-a-thread.md): loads
// tsx (our code is TypeScript), imports the named module and runs its async generator, posting
// each value it yields and waiting for the main thread to take one before it runs ahead by more
// than AHEAD. Plain JavaScript, so it starts the same under node, tsx and vitest.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const AHEAD = 2;
let credits = AHEAD;
let wake = () => {};
parentPort.on('message', () => {
  credits += 1;
  wake();
});

/** What crosses of an error: an AppError's code, message, details and extra; otherwise its name and message (never a stack). */
function errorFields(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { name, message, code, details, extra } = error;
  return { name, message, ...(typeof code === 'string' ? { code } : {}), details, extra };
}

try {
  register();
  const module = await import(workerData.module);
  for await (const value of module[workerData.exportName](...workerData.args)) {
    parentPort.postMessage({ value });
    credits -= 1;
    while (credits <= 0) await new Promise((resolve) => (wake = resolve));
  }
  parentPort.postMessage({ done: true });
} catch (error) {
  parentPort.postMessage({ error: errorFields(error) });
}
