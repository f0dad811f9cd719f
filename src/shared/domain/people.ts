/** "First Last" for a person with both names, trimmed; the one way the server names people. */
export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
