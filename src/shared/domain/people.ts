/** "First Last" for a person with both names, trimmed; the one way the server names people. */
export const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Both names are required wherever a person is typed in: a worker (docs/domain.md), a user and
 * an access request (docs/domain.md). One message per name, the same on every form and the server.
 */
export const nameRequiredMessages = { firstName: 'First name is required', lastName: 'Last name is required' } as const;
export type PersonNameField = keyof typeof nameRequiredMessages;
export const personNameFields = Object.keys(nameRequiredMessages) as PersonNameField[];

/**
 * The names among the given values that are blank, each with its message. With onlyGiven (a partial
 * update), a name that is not in the values at all is left alone; a name that is given must not be blank.
 */
export function missingNameIssues(
  values: Partial<Record<PersonNameField, unknown>>,
  { onlyGiven = false }: { onlyGiven?: boolean } = {},
): { field: PersonNameField; message: string }[] {
  return personNameFields
    .filter((field) => (!onlyGiven || field in values) && !(typeof values[field] === 'string' && values[field].trim()))
    .map((field) => ({ field, message: nameRequiredMessages[field] }));
}

/**
 * A client user must be assigned an (existing) agency; other roles have none (docs/domain.md).
 * The user forms and the server say CLIENT_NEEDS_AGENCY; the access approval dialog says
 * APPROVAL_NEEDS_AGENCY, the spec's own words for that dialog (docs/domain.md).
 */
export const isClientWithoutAgency = (role: string | null | undefined, agencyId: number | null | undefined) =>
  role === 'client' && !agencyId;
export const CLIENT_NEEDS_AGENCY = 'Agency assignment is required for Client users';
export const APPROVAL_NEEDS_AGENCY = 'Agency Required';
