import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { autofillSuggestion, workerPaths, type AutofillSuggestion } from '../../../../shared/api/workers.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

/** Fields the server offers suggestions for (docs/domain.md). */
export const autofillFields = [
  'firstName',
  'lastName',
  'email',
  'city',
  'addressLine1',
  'postCode',
  'accountName',
] as const;
export type AutofillField = (typeof autofillFields)[number];

export const isAutofillField = (field: string): field is AutofillField =>
  (autofillFields as readonly string[]).includes(field);

/** At most five, the server's default (docs/domain.md, Workers: autofill suggestions). */
export const AUTOFILL_LIMIT = 5;
const FIVE_MINUTES = 5 * 60 * 1000;

export function getAutofillSuggestions(field: AutofillField, q: string): Promise<AutofillSuggestion[]> {
  return api.get(withQuery(workerPaths.autofillSuggestions.build(), { field, q }), z.array(autofillSuggestion));
}

/** Cached five minutes (docs/domain.md), unlike the app's never-stale default. */
export const autofillSuggestionsQueryOptions = (field: AutofillField, q: string) =>
  queryOptions({
    queryKey: ['workers', 'autofill', field, q] as const,
    queryFn: () => getAutofillSuggestions(field, q),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    select: (suggestions) => suggestions.slice(0, AUTOFILL_LIMIT),
  });

export function useAutofillSuggestions(field: AutofillField, q: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...autofillSuggestionsQueryOptions(field, q), enabled });
}
