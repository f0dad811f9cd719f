import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium through playwright-core; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page that records console errors and uncaught page errors. An API answer with a 4xx status
 * that the journey provokes on purpose (401 signed out, 400 validation) makes Chromium log
 * "Failed to load resource"; those are network facts, not application errors, and are left out.
 */
const STREAM_PATH = '/api/notifications/stream';
const isStreamReconnect = (text: string, url: string) =>
  new URL(url, 'http://localhost').pathname === STREAM_PATH &&
  /Failed to load resource: (net::ERR_(CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|INCOMPLETE_CHUNKED_ENCODING)|the server responded with a status of 503)/.test(
    text,
  );

export type PageOptions = { viewport?: { width: number; height: number } };

export async function openPage(
  browser: Browser,
  baseURL: string,
  { viewport = { width: 1366, height: 900 } }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    const text = msg.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    // The notification stream reconnects on its own (EventSource): a connection it loses while the
    // server restarts is the stream doing its job, not an error of the page.
    if (isStreamReconnect(text, msg.location().url)) return;
    errors.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { context, page, errors };
}
