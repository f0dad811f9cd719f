import type { AppContext } from '../../context.ts';
import { fileStoreFor } from '../../lib/file-store.ts';

/**
 * An import session keeps its uploaded file in the file store while it lives, so another header row
 * can be chosen (docs/domain.md "Bulk worker import"). The file goes when the session does:
 * submitted, discarded or expired. Removed after the change commits; one already gone is no error.
 */
export async function removeStoredFiles(
  ctx: Pick<AppContext, 'config'>,
  names: readonly (string | null)[],
): Promise<void> {
  const store = fileStoreFor(ctx.config);
  for (const name of names) if (name) await store.remove(name);
}
