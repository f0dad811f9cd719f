import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { hasViteConfig } from '../client-build.mjs';
import type { Benchmark, Row } from './types.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/**
 * What a browser downloads to show /login: every .js and .css response of a real page load in
 * chromium, each gzipped (zlib, default level) from dist/client, summed.
 */
export const clientSize: Benchmark = {
  name: 'client-size',
  title: 'JS + CSS for /login',
  needsClient: true,
  async run(ctx) {
    const skipped = (note: string): Row[] => [
      { benchmark: 'client size', metric: '/login JS+CSS gzipped', runs: 0, median: null, p95: null, unit: 'kB', note },
    ];
    if (!hasViteConfig()) return skipped('skipped: no vite.config.ts, no client to measure');
    if (!fs.existsSync(CHROMIUM)) return skipped(`skipped: ${CHROMIUM} missing (apt-get install -y chromium)`);

    const { url } = await ctx.server();
    const clientDir = path.join(ctx.root, 'dist', 'client');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
    const assets = new Map<string, Buffer>();
    try {
      const page = await browser.newPage();
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (/\.(m?js|css)$/.test(new URL(response.url()).pathname)) responses.push(response);
      });
      await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
      for (const response of responses) {
        const pathname = new URL(response.url()).pathname;
        const file = path.join(clientDir, pathname);
        // The built file as it sits in dist/client; a file not from there is measured as served.
        const inDist = file.startsWith(clientDir + path.sep) && fs.existsSync(file);
        assets.set(pathname, inDist ? fs.readFileSync(file) : await response.body());
      }
    } finally {
      await browser.close();
    }
    if (assets.size === 0) return skipped('no .js or .css loaded: is the client served?');

    const raw = [...assets.values()].reduce((sum, b) => sum + b.length, 0);
    const gzipped = [...assets.values()].reduce((sum, b) => sum + zlib.gzipSync(b).length, 0);
    for (const [file, body] of assets)
      ctx.log(`  ${file}: ${kB(body.length)} kB raw, ${kB(zlib.gzipSync(body).length)} kB gzipped`);
    const files = `${assets.size} file${assets.size === 1 ? '' : 's'}`;
    return [
      {
        benchmark: 'client size',
        metric: '/login JS+CSS gzipped',
        runs: 1,
        median: kB(gzipped),
        p95: null,
        unit: 'kB',
        target: 250,
        note: files,
      },
      {
        benchmark: 'client size',
        metric: '/login JS+CSS raw',
        runs: 1,
        median: kB(raw),
        p95: null,
        unit: 'kB',
        note: files,
      },
    ];
  },
};
