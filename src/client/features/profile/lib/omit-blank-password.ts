type PasswordFields = { password?: string | undefined; currentPassword?: string | undefined };

/**
 * The admin profile's new password is optional: left empty, it is not sent (docs/domain.md), and
 * neither is the current password, which only a password change needs (issue 7).
 */
export function omitBlankPassword<T extends PasswordFields>(
  values: T,
): Omit<T, 'password' | 'currentPassword'> & PasswordFields {
  const { password, currentPassword, ...rest } = values;
  return password ? { ...rest, password, currentPassword: currentPassword ?? '' } : rest;
}
