import type { Download, Page } from 'playwright-core';

/** The file a click (or clicks) downloads, e.g. a template or an export saved through a blob link. */
export async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}
