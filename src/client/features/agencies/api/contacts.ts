import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyContact, ContactBody } from '../../../../shared/api/agency-contacts.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';

/** GET /api/agencies/{id}/contacts (docs/domain.md, Agencies). */
export const contactsQueryOptions = (agencyId: number) =>
  queryOptions({
    queryKey: agencyKeys.part(agencyId, 'contacts'),
    queryFn: () => api.get<AgencyContact[]>(`/api/agencies/${agencyId}/contacts`),
  });

export const useContacts = (agencyId: number) => useQuery(contactsQueryOptions(agencyId));

type SaveInput = { agencyId: number; contactId?: number | undefined; body: ContactBody };
type RemoveInput = { agencyId: number; contactId: number };

const saveContact = ({ agencyId, contactId, body }: SaveInput) =>
  contactId === undefined
    ? api.post<AgencyContact>(`/api/agencies/${agencyId}/contacts`, body)
    : api.put<AgencyContact>(`/api/agencies/${agencyId}/contacts/${contactId}`, body);
const deleteContact = ({ agencyId, contactId }: RemoveInput) =>
  api.delete<unknown>(`/api/agencies/${agencyId}/contacts/${contactId}`);
const setPrimary = ({ agencyId, contactId }: RemoveInput) =>
  api.post<unknown>(`/api/agencies/${agencyId}/contacts/${contactId}/set-primary`);

/** A contact change refreshes the agency's contacts and the enhanced detail that lists them. */
function useContactMutation<T extends { agencyId: number }>(
  send: (input: T) => Promise<unknown>,
  success: string,
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, { agencyId }) => {
      toast({ title: success });
      await queryClient.invalidateQueries({ queryKey: agencyKeys.agency(agencyId) });
    },
    onError: () => toast({ title: failure, variant: 'destructive' }),
  });
}

/** The spec names only the failures (docs/domain.md); the successes say what happened. */
export const useAddContact = () => useContactMutation(saveContact, 'Contact added', 'Failed to add contact');
export const useUpdateContact = () => useContactMutation(saveContact, 'Contact updated', 'Failed to update contact');
export const useDeleteContact = () => useContactMutation(deleteContact, 'Contact deleted', 'Failed to delete contact');
export const useSetPrimaryContact = () =>
  useContactMutation(setPrimary, 'Primary contact changed', 'Failed to update contact');
