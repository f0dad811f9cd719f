import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from './context.ts';
import { hashPassword } from './lib/passwords.ts';
import { uploadStagingDir } from './lib/uploads.ts';
import { createFirstAdmin, hasAnyUser } from './modules/users/users.service.ts';

/** The advisory lock held while the first administrator is made (any number, the same for every instance). */
const FIRST_ADMIN_LOCK = 7_240_212;

/**
 * First administrator (docs/domain.md): with no users, ADMIN_EMAIL + ADMIN_PASSWORD make an
 * admin with no forced change; without them admin@example.com gets a random password, printed
 * once, to be changed at first sign-in. Instances started together on one empty database make it
 * once (docs/domain.md, "Several instances"): the check and the insert run in one transaction under
 * an advisory lock, so the second instance waits and then finds the first one's admin.
 */
export async function ensureFirstAdmin(ctx: AppContext) {
  if (await hasAnyUser({ db: ctx.db })) return;
  const fromEnv = !!(ctx.config.adminEmail && ctx.config.adminPassword);
  const email = ctx.config.adminEmail ?? 'admin@example.com';
  const password = ctx.config.adminPassword ?? `${crypto.randomBytes(12).toString('base64url')}a1A!`;
  const passwordHash = await hashPassword(password);
  const created = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (await hasAnyUser({ db: tx })) return false;
    await createFirstAdmin({ db: tx, email, passwordHash, requirePasswordChange: !fromEnv });
    return true;
  });
  if (!created) return;
  if (fromEnv) ctx.log.info('first administrator created from ADMIN_EMAIL');
  // Printed once, on purpose: the only way to hand over a generated first password.
  else console.log(`\nFirst administrator created: ${email}\nPassword (change it at first sign-in): ${password}\n`);
}

/** A staged upload older than this was left by a crash or a kill; no live request takes so long. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes staged uploads (DATA_DIR/tmp/uploads) older than an hour. A request removes its own
 * staging file whatever happens, so what is left there was cut off by a crash; run at start.
 * The hour keeps the sweep safe when several instances share one DATA_DIR.
 */
export async function sweepStaleUploads(dataDir: string, now = Date.now()): Promise<number> {
  const dir = uploadStagingDir(dataDir);
  const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const full = path.join(dir, name);
    const stat = await fs.promises.stat(full).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < STALE_UPLOAD_MS) continue;
    await fs.promises.rm(full, { force: true });
    removed += 1;
  }
  return removed;
}
