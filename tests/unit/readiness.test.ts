import { describe, expect, it } from 'vitest';
import { createReadiness, sharedProbe } from '../../src/server/lib/readiness.ts';

/** The readiness check's rules (docs/operations.md, "Readiness and liveness"), with probes made up here. */
const never = () => new Promise<never>(() => {});
const fails = () => Promise.reject(new Error('refused'));
const works = () => Promise.resolve();

describe('sharedProbe', () => {
  it('answers ok when the probe resolves and down when it rejects', async () => {
    expect(await sharedProbe(works)()).toBe('ok');
    expect(await sharedProbe(fails)()).toBe('down');
  });

  it('answers down after its timeout when the probe does not settle', async () => {
    const started = performance.now();
    expect(await sharedProbe(never, { timeoutMs: 50 })()).toBe('down');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('shares one running probe between the calls that arrive meanwhile', async () => {
    let started = 0;
    let finish = () => {};
    const probe = sharedProbe(() => {
      started += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const answers = [probe(), probe(), probe()];
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    expect(await Promise.all(answers)).toEqual(['ok', 'ok', 'ok']);
    expect(started).toBe(1);
    // Settled, the next call probes again.
    const next = probe();
    await new Promise((resolve) => setImmediate(resolve));
    finish();
    expect(await next).toBe('ok');
    expect(started).toBe(2);
  });

  it('leaves a probe that never settles behind after the abandon time, so a dependency that came back is seen', async () => {
    let now = 0;
    let calls = 0;
    const probe = sharedProbe(
      () => {
        calls += 1;
        return calls === 1 ? never() : Promise.resolve();
      },
      { timeoutMs: 20, abandonMs: 5_000, clock: { now: () => now } },
    );
    expect(await probe()).toBe('down');
    now = 4_000;
    expect(await probe()).toBe('down');
    expect(calls).toBe(1);
    now = 5_001;
    expect(await probe()).toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('createReadiness', () => {
  it('is ready when every check is ok, and names each check that is down', async () => {
    expect(await createReadiness({ database: works, files: works, jobs: works }).check()).toEqual({
      ready: true,
      stopping: false,
      checks: { database: 'ok', files: 'ok', jobs: 'ok' },
    });
    const readiness = createReadiness({ database: fails, files: works, jobs: never }, { timeoutMs: 20 });
    expect(await readiness.check()).toEqual({
      ready: false,
      stopping: false,
      checks: { database: 'down', files: 'ok', jobs: 'down' },
    });
  });

  it('is not ready from the moment the stop begins, whatever its checks say', async () => {
    const readiness = createReadiness({ database: works, files: works, jobs: works });
    readiness.beginStop();
    expect(readiness.isStopping()).toBe(true);
    expect(await readiness.check()).toEqual({
      ready: false,
      stopping: true,
      checks: { database: 'ok', files: 'ok', jobs: 'ok' },
    });
  });
});
