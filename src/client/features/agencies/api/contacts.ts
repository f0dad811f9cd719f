import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { agencyContact, agencyContactPaths, type ContactBody } from '../../../../shared/api/agency-contacts.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';

/** GET /api/agencies/{id}/contacts (docs/domain.md, Agencies). */
export const contactsQueryOptions = (agencyId: number) =>
  queryOptions({
    queryKey: agencyKeys.part(agencyId, 'contacts'),
    queryFn: () => api.get(agencyContactPaths.list.build({ id: agencyId }), z.array(agencyContact)),
  });

export const useContacts = (agencyId: number) => useQuery(contactsQueryOptions(agencyId));

type SaveInput = { agencyId: number; contactId?: number | undefined; body: ContactBody };
type RemoveInput = { agencyId: number; contactId: number };

const saveContact = ({ agencyId, contactId, body }: SaveInput) =>
  contactId === undefined
    ? api.post(agencyContactPaths.list.build({ id: agencyId }), agencyContact, body)
    : api.put(agencyContactPaths.one.build({ id: agencyId, contactId }), agencyContact, body);
const deleteContact = ({ agencyId, contactId }: RemoveInput) =>
  api.delete(agencyContactPaths.one.build({ id: agencyId, contactId }), messageAnswer);
const setPrimary = ({ agencyId, contactId }: RemoveInput) =>
  api.post(agencyContactPaths.setPrimary.build({ id: agencyId, contactId }), agencyContact);

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
