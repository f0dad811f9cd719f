/** Full name for tables and aria-labels; falls back to the e-mail when both names are blank. */
export function fullName(person: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const name = [person.firstName, person.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.email || '';
}
