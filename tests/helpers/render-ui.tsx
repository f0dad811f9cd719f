import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { cssVariablesResolver, theme } from '../../src/client/app/theme.ts';
import type { CurrentUser } from '../../src/shared/api/auth.ts';

/** A signed-in support user as GET /api/auth/user answers it; a test changes what it needs. */
export const signedInUser = (changes: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 4,
  email: 'sam@example.test',
  firstName: 'Sam',
  lastName: 'Carter',
  role: 'support',
  agencyId: null,
  isActive: true,
  requirePasswordChange: false,
  permissions: [],
  preferences: { workerListView: 'cards' },
  createdAt: '2026-01-05T09:00:00.000Z',
  updatedAt: '2026-01-05T09:00:00.000Z',
  ...changes,
});

export type SentRequest = { method: string; url: string; body: unknown };
type Options = {
  /** Queries already answered, by key: a component reads them without a server. */
  data?: [readonly unknown[], unknown][];
  /** The server's JSON answer to a request ([] when not given), or a whole Response (an error status). */
  answer?: (request: SentRequest) => unknown;
};

/**
 * Renders a client component as the app does (Mantine with the app's theme, the confirm dialogs,
 * a query client of its own that never retries), with a user who types and clicks. No request
 * leaves the page: fetch answers from `answer`, and `requests` lists what was sent.
 */
export function renderUi(ui: ReactElement, options: Options = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, value] of options.data ?? []) queryClient.setQueryData(key, value);
  const requests: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method: init.method ?? 'GET', url, body };
    requests.push(request);
    const answer = options.answer?.(request);
    return answer instanceof Response ? answer : Response.json(answer ?? []);
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const user = userEvent.setup();
  return { user, queryClient, requests, ...render(ui, { wrapper }) };
}
