import Fastify from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { inLongWork } from '../../src/server/lib/long-work-scope.ts';
import { createTurnTaking } from '../../src/server/lib/turn-taking.ts';
import { registerTurnTaking } from '../../src/server/plugins/long-work.ts';

const app = Fastify();
registerTurnTaking(app, createTurnTaking());
// An async hook after ours, as the app's access checks are: the scope must reach past it.
app.addHook('preHandler', async () => {
  await sleep(1);
});
/** What the handler sees, at once and after its own awaits (a body read, a timer, a promise it started). */
const seen = async () => {
  const atOnce = inLongWork();
  await sleep(1);
  const started = await new Promise<boolean>((resolve) => setImmediate(() => resolve(inLongWork())));
  return { atOnce, afterAwait: inLongWork(), started };
};
app.post('/long', { config: { longWork: true } }, seen);
app.post('/short', seen);
afterAll(() => app.close());

describe('the long-work scope of a request', () => {
  it("holds throughout a long-work route's handler, a JSON body read before it", async () => {
    const res = await app.inject({ method: 'POST', url: '/long', payload: { a: 1 } });
    expect(res.json()).toEqual({ atOnce: true, afterAwait: true, started: true });
  });

  it('does not hold in any other route, nor outside a request', async () => {
    const res = await app.inject({ method: 'POST', url: '/short', payload: { a: 1 } });
    expect(res.json()).toEqual({ atOnce: false, afterAwait: false, started: false });
    expect(inLongWork()).toBe(false);
  });
});
