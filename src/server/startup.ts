import crypto from 'node:crypto';
import type { AppContext } from './context.ts';
import { hashPassword } from './lib/passwords.ts';
import { countUsers, insertUser } from './modules/users/users.repository.ts';

/**
 * First administrator (DECISIONS section 4): with no users, ADMIN_EMAIL + ADMIN_PASSWORD make an
 * admin with no forced change; without them admin@example.com gets a random password, printed
 * once, to be changed at first sign-in.
 */
export async function ensureFirstAdmin(ctx: AppContext) {
  if ((await countUsers(ctx.db)) > 0) return;
  const fromEnv = !!(ctx.config.adminEmail && ctx.config.adminPassword);
  const email = ctx.config.adminEmail ?? 'admin@example.com';
  const password = ctx.config.adminPassword ?? `${crypto.randomBytes(12).toString('base64url')}a1A!`;
  await insertUser(ctx.db, {
    email,
    firstName: 'System',
    lastName: 'Administrator',
    role: 'admin',
    passwordHash: await hashPassword(password),
    requirePasswordChange: !fromEnv,
  });
  if (fromEnv) ctx.log.info({ email }, 'first administrator created from ADMIN_EMAIL');
  // Printed once, on purpose: the only way to hand over a generated first password.
  else console.log(`\nFirst administrator created: ${email}\nPassword (change it at first sign-in): ${password}\n`);
}
