import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/lib/app-error.ts';
import { inWorkThread } from '../../src/server/lib/work-thread.ts';

// docs/decisions/0029-parsing-in-a-thread.md: a generator of ours runs in a thread, its values come
// back in order, at most two ahead of the caller; errors cross as AppError or by name and message.
const generators = new URL('../fixtures/work-thread/generators.ts', import.meta.url);

describe('inWorkThread', () => {
  it('gives the values the generator yields, in order', async () => {
    const produced = new Int32Array(new SharedArrayBuffer(4));
    const values: number[] = [];
    for await (const value of inWorkThread<{ n: number }>({
      module: generators,
      exportName: 'counting',
      args: [50, produced],
    }))
      values.push(value.n);
    expect(values).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('runs at most two values ahead of the caller', async () => {
    const produced = new Int32Array(new SharedArrayBuffer(4));
    const values = inWorkThread<{ n: number }>({ module: generators, exportName: 'counting', args: [1000, produced] });
    expect((await values.next()).value).toEqual({ n: 1 });
    await sleep(300);
    // Taken: 1. Posted and waiting: at most 2 more; the generator may have made the next one before it waits.
    expect(Atomics.load(produced, 0)).toBeLessThanOrEqual(4);
    expect((await values.next()).value).toEqual({ n: 2 });
    await values.return(undefined);
  });

  it('rebuilds an AppError thrown in the thread, with its code, message and details', async () => {
    const values: number[] = [];
    const error = await (async () => {
      for await (const value of inWorkThread<number>({ module: generators, exportName: 'failing', args: ['app'] }))
        values.push(value);
    })().catch((e: unknown) => e);
    expect(values).toEqual([1, 2]);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The file has no NI Number column',
      details: { column: 'NI Number' },
    });
  });

  it('passes any other error by its name and message only', async () => {
    const error = await (async () => {
      for await (const _ of inWorkThread<number>({ module: generators, exportName: 'failing', args: ['plain'] }));
    })().catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect(error).toMatchObject({ name: 'RangeError', message: 'the parser gave up' });
  });

  it('runs below the priority of the event loop (Linux)', async () => {
    const seen: { thread: number; process: number }[] = [];
    for await (const value of inWorkThread<{ thread: number; process: number }>({
      module: generators,
      exportName: 'priorities',
      args: [],
    }))
      seen.push(value);
    expect(seen).toEqual([{ thread: os.constants.priority.PRIORITY_BELOW_NORMAL, process: os.getPriority() }]);
  });

  it('fails when the module has no such generator', async () => {
    const error = await (async () => {
      for await (const _ of inWorkThread<number>({ module: generators, exportName: 'missing', args: [] }));
    })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TypeError');
  });
});
