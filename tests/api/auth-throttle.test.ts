import { describe, expect, it } from 'vitest';
import { call, makeUser, outboxMessages } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

const { t } = useTestApp();

const signIn = (email: string, password: string, remoteAddress: string) =>
  call(t, 'POST', '/api/auth/login', { payload: { email, password }, remoteAddress });

const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe('sign-in throttling under concurrency (issue 7)', () => {
  it('200 simultaneous sign-ins for one account from one address: at most 10 reach the password check', async () => {
    const user = await makeUser(t);
    const attempts = Array.from({ length: 200 }, (_, i) =>
      signIn(user.email, i === 150 ? user.password : `Wrong-pass-${i}`, '203.0.113.10'),
    );
    const counts = statuses(await Promise.all(attempts));
    expect(counts[429]).toBeGreaterThanOrEqual(190);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(10);
  });

  it('150 simultaneous sign-ins to different accounts from one address: at most 100 get through', async () => {
    const attempts = Array.from({ length: 150 }, (_, i) =>
      signIn(`nobody-${i}@example.test`, 'Wrong-pass-1', '203.0.113.20'),
    );
    const counts = statuses(await Promise.all(attempts));
    expect(counts[401]).toBe(100);
    expect(counts[429]).toBe(50);
  });

  it('guesses spread over many addresses stop at 50 for the account; the owner still signs in from their usual address', async () => {
    const owner = await makeUser(t);
    expect((await signIn(owner.email, owner.password, '198.51.100.7')).statusCode).toBe(200);
    // 60 guesses from 6 addresses, 10 each: each pair stays within its own limit of 10.
    const guesses = Array.from({ length: 60 }, (_, i) =>
      signIn(owner.email, `Wrong-pass-${i}`, `192.0.2.${1 + (i % 6)}`),
    );
    const counts = statuses(await Promise.all(guesses));
    expect(counts[401]).toBe(50);
    expect(counts[429]).toBe(10);

    const fromNewPlace = await signIn(owner.email, owner.password, '192.0.2.99');
    expect(fromNewPlace.statusCode).toBe(429);
    expect(fromNewPlace.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts. Please try again later.',
    });
    expect(Number(fromNewPlace.headers['retry-after'])).toBeGreaterThan(800);

    expect((await signIn(owner.email, owner.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it("the owner's own 10 mistakes from their usual address block that address only; a success in between restarts the count", async () => {
    const owner = await makeUser(t);
    expect((await signIn(owner.email, owner.password, '198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1)
      expect((await signIn(owner.email, 'Wrong-pass-1', '198.51.100.8')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '198.51.100.8')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(owner.email, 'Wrong-pass-1', '198.51.100.8')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password, '198.51.100.8')).statusCode).toBe(429);
  });
});

describe('password reset tokens under concurrency (issue 7)', () => {
  it('8 parallel resets with one token: exactly one succeeds', async () => {
    const user = await makeUser(t);
    await call(t, 'POST', '/api/auth/forgot-password', {
      payload: { email: user.email },
      remoteAddress: '203.0.113.30',
    });
    await t.ctx.background.drain();
    const mail = outboxMessages(t).find((m) => m.includes(user.email));
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect(token).toBeDefined();
    const resets = Array.from({ length: 8 }, (_, i) =>
      call(t, 'POST', '/api/auth/reset-password', { payload: { token, newPassword: `Fresh!Start${10 + i}` } }),
    );
    const answers = await Promise.all(resets);
    expect(statuses(answers)).toEqual({ 200: 1, 400: 7 });
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().message).toBe('This password reset link is invalid or has expired.');
    }
  });
});

describe('forgot password (issue 7)', () => {
  it('answers before the account is looked up or mailed: the e-mail is written after the answer', async () => {
    const user = await makeUser(t);
    const before = outboxMessages(t).filter((m) => m.includes(user.email)).length;
    const res = await call(t, 'POST', '/api/auth/forgot-password', {
      payload: { email: user.email },
      remoteAddress: '203.0.113.40',
    });
    expect(res.statusCode).toBe(200);
    expect(outboxMessages(t).filter((m) => m.includes(user.email)).length).toBe(before);
    await t.ctx.background.drain();
    expect(outboxMessages(t).filter((m) => m.includes(user.email)).length).toBe(before + 1);
  });

  it('sends at most 3 reset e-mails for one account in 15 minutes, answering the same every time', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await call(t, 'POST', '/api/auth/forgot-password', {
        payload: { email: user.email },
        remoteAddress: `203.0.113.${50 + i}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('If the email exists, a reset link has been sent to your inbox.');
    }
    await t.ctx.background.drain();
    expect(outboxMessages(t).filter((m) => m.includes(user.email)).length).toBe(3);
  });

  it('answers 429 to the 21st request from one address in 15 minutes', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await call(t, 'POST', '/api/auth/forgot-password', {
        payload: { email: `ghost-${i}@example.test` },
        remoteAddress: '203.0.113.60',
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await call(t, 'POST', '/api/auth/forgot-password', {
      payload: { email: 'ghost@example.test' },
      remoteAddress: '203.0.113.60',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });
});
