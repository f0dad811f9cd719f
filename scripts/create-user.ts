/**
 * npm run user:create -- --email E --password P --role R [--agency ID] [--first-name F --last-name L]
 * Creates a user in the database the server would use (DATABASE_URL, else DATA_DIR/db), migrating
 * first, through the same service as the admin's Create User: a role from the permission table, a
 * password of 8..128 characters that is not on the common list, an existing agency for a client
 * user, an audit entry, and requirePasswordChange set, because someone other than the user typed
 * the password (docs/domain.md) and it now sits in a shell history.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, shortText } from '../src/shared/api/common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from '../src/shared/domain/password.ts';
import { isRole, roles, type Role } from '../src/shared/domain/permissions.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { AppError } from '../src/server/lib/app-error.ts';
import { errorSummary } from '../src/server/lib/log-errors.ts';
import { isCommonPassword } from '../src/server/lib/passwords.ts';
import { hashAdminSetPassword } from '../src/server/lib/passwords.ts';
import { insertAccount } from '../src/server/modules/users/users.service.ts';

const usage = `Usage: npm run user:create -- --email E --password P --role ${roles.join('|')}
         [--agency ID] [--first-name F] [--last-name L]

  --agency                   the agency of a client user (required for role client)
  --first-name, --last-name  default "New" and "User"

The user must choose a new password at the first sign-in.`;

class InputError extends Error {}

type NewUser = {
  email: string;
  password: string;
  role: Role;
  agencyId: number | null;
  firstName: string;
  lastName: string;
};

/** Parses and checks the arguments; every problem is reported at once. */
function readArguments(args: string[]): NewUser | 'help' {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      agency: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';

  const problems: string[] = [];
  const email = emailField().safeParse(values.email ?? '');
  if (!values.email) problems.push('--email is required');
  else if (!email.success) problems.push(`--email: ${email.error.issues[0]?.message}`);

  const password = values.password ?? '';
  if (!values.password) problems.push('--password is required');
  else if (password.length < PASSWORD_MIN) problems.push(`--password: ${passwordMessages.tooShort}`);
  else if (password.length > PASSWORD_MAX) problems.push(`--password: ${passwordMessages.tooLong}`);
  else if (isCommonPassword(password)) problems.push(`--password: ${passwordMessages.common}`);

  const role = values.role ?? '';
  if (!values.role) problems.push('--role is required');
  else if (!isRole(role)) problems.push(`--role must be one of ${roles.join(', ')}`);

  let agencyId: number | null = null;
  if (values.agency !== undefined) {
    const parsed = z.coerce.number().int().positive().max(2147483647).safeParse(values.agency);
    if (!parsed.success) problems.push('--agency must be a positive whole number (an agency id)');
    else agencyId = parsed.data;
  }
  if (role === 'client' && values.agency === undefined) problems.push('--agency is required for a client user');
  if (isRole(role) && role !== 'client' && values.agency !== undefined)
    problems.push('--agency is only for client users');

  const name = (flag: string, value: string | undefined, fallback: string) => {
    const parsed = shortText(`${flag} must not be empty`).safeParse(value ?? fallback);
    if (!parsed.success) problems.push(`${flag}: ${parsed.error.issues[0]?.message}`);
    return parsed.data ?? fallback;
  };
  const firstName = name('--first-name', values['first-name'], 'New');
  const lastName = name('--last-name', values['last-name'], 'User');

  if (problems.length > 0 || !email.success || !isRole(role)) throw new InputError(problems.join('\n'));
  return { email: email.data, password, role, agencyId, firstName, lastName };
}

async function main() {
  let input: NewUser | 'help';
  try {
    input = readArguments(process.argv.slice(2));
  } catch (error) {
    // parseArgs throws TypeErrors for unknown or malformed options.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    process.exit(1);
  }
  if (input === 'help') {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const { password, ...account } = input;
    const passwordHash = await hashAdminSetPassword(password);
    const user = await database.db.transaction((tx) =>
      insertAccount(tx, null, { ...account, passwordHash }, { ip: null }),
    );
    const agency = user.agencyId === null ? '' : `, agency ${user.agencyId}`;
    console.log(
      `Created ${user.role} user ${user.email} (id ${user.id}${agency}); the password must be changed at the first sign-in.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // AppError: the service refused (e-mail taken, agency unknown or archived), with the UI's message.
  if (error instanceof InputError || error instanceof ConfigError || error instanceof AppError)
    console.error(error.message);
  else console.error(`Could not create the user: ${errorSummary(error)}`);
  process.exit(1);
});
