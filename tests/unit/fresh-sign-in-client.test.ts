// The API layer answers 403 FRESH_SIGN_IN_REQUIRED with the re-authentication dialog and sends the
// same request again (docs/domain.md, "Multi-factor sign-in": fresh sign-in; ADR 0022).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageAnswer } from '../../src/shared/api/common.ts';
import { api, ApiError } from '../../src/client/lib/api-client.ts';
import { confirmItIsYou, setFreshSignInAsker } from '../../src/client/lib/fresh-sign-in.ts';

const refusal = () =>
  new Response(JSON.stringify({ code: 'FRESH_SIGN_IN_REQUIRED', message: 'Please confirm it is you to continue' }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });
const saved = () =>
  new Response(JSON.stringify({ message: 'Saved' }), { headers: { 'content-type': 'application/json' } });

let unregister: (() => void) | undefined;
afterEach(() => {
  unregister?.();
  unregister = undefined;
  vi.unstubAllGlobals();
});

describe('a request refused for a fresh sign-in', () => {
  it('confirmed: the same request, the same form and file, is sent again and its answer resolves the call', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal()).mockResolvedValueOnce(saved());
    vi.stubGlobal('fetch', fetch);
    const asked: string[] = [];
    unregister = setFreshSignInAsker(async (message) => {
      asked.push(message);
      return true;
    });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'week.csv');
    await expect(api.post('/api/payroll-records/upload', messageAnswer, form)).resolves.toEqual({ message: 'Saved' });
    expect(asked).toEqual(['Please confirm it is you to continue']);
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls as [[string, RequestInit], [string, RequestInit]];
    expect(second).toEqual(first);
    expect(second[1].body).toBe(form);
  });

  it('cancelled: the caller gets the refusal with its message, and nothing is sent again', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(refusal());
    vi.stubGlobal('fetch', fetch);
    unregister = setFreshSignInAsker(async () => false);
    const error = await api.patch('/api/workers/7', messageAnswer, { sortCode: '65-43-21' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).serverMessage).toBe('Please confirm it is you to continue');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another 403 is not asked about', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 'FORBIDDEN', message: 'No' }), { status: 403 })),
    );
    const asker = vi.fn(async () => true);
    unregister = setFreshSignInAsker(asker);
    await expect(api.get('/api/admin/users', messageAnswer)).rejects.toBeInstanceOf(ApiError);
    expect(asker).not.toHaveBeenCalled();
  });

  it('several refusals at once share one dialog; with no dialog mounted the answer is no', async () => {
    let answer: (confirmed: boolean) => void = () => undefined;
    const asker = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    unregister = setFreshSignInAsker(asker);
    const both = Promise.all([confirmItIsYou('a'), confirmItIsYou('b')]);
    answer(true);
    await expect(both).resolves.toEqual([true, true]);
    expect(asker).toHaveBeenCalledTimes(1);
    unregister();
    unregister = undefined;
    await expect(confirmItIsYou('c')).resolves.toBe(false);
  });
});
