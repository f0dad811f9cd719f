/** The admin profile's new password is optional: left empty, it is not sent (part 3 section 5). */
export function omitBlankPassword<T extends { password?: string | undefined }>(values: T): Omit<T, 'password'> & { password?: string } {
  const { password, ...rest } = values;
  return password ? { ...rest, password } : rest;
}
