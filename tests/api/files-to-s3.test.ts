import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { fileStoreFor } from '../../src/server/lib/file-store.ts';
import { moveFilesToS3 } from '../../scripts/files/move-to-s3.ts';
import { useTestS3 } from '../helpers/s3.ts';

const { s3, env } = useTestS3();
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
const onDisk: Record<string, Buffer> = {};

/** Writes `bytes` under DATA_DIR/<area>/<a fresh stored name> and answers that key as S3 keys it. */
function storeOnDisk(area: 'files' | 'reports', ext: string, bytes: Buffer): string {
  const name = `2025/11/${crypto.randomBytes(16).toString('hex')}.${ext}`;
  fs.mkdirSync(path.join(dataDir, area, '2025/11'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, area, name), bytes);
  const key = area === 'files' ? name : `reports/${name}`;
  onDisk[key] = bytes;
  return key;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-move-'));
  storeOnDisk('files', 'pdf', Buffer.from('%PDF-1.4 a passport'));
  storeOnDisk('files', 'png', crypto.randomBytes(6 * 1024 * 1024 + 17));
  storeOnDisk('files', 'xlsx', Buffer.from('an import file'));
  storeOnDisk('reports', 'csv', Buffer.from('\uFEFFName,NI\r\n'));
  // Not a stored name: left alone and said on the problem lines.
  fs.writeFileSync(path.join(dataDir, 'files', 'notes.txt'), 'left by hand');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const totalBytes = () => Object.values(onDisk).reduce((sum, b) => sum + b.length, 0);
const move = async () => {
  const problems: string[] = [];
  const summary = await moveFilesToS3({ dataDir, target: s3Target() }, (line) => problems.push(line));
  return { summary, problems };
};
function s3Target() {
  const place = loadConfig(env).fileStore;
  if (place.driver !== 's3') throw new Error('the test S3 variables name no bucket');
  return place;
}

describe('npm run files:to-s3', () => {
  it('copies every stored file and kept report under the same name and verifies each by SHA-256', async () => {
    const { summary, problems } = await move();
    expect(summary).toEqual({ files: 4, bytes: totalBytes(), verified: 4, mismatched: 0, missing: 0 });
    expect(problems).toEqual(['skipped (not a stored file name): files/notes.txt']);
    expect(await s3.keys()).toEqual(Object.keys(onDisk).sort());
    // The app on FILE_STORE=s3 reads them by the names the database holds.
    const config = loadConfig({ DATA_DIR: dataDir, ...env });
    const [reportKey] = Object.keys(onDisk).filter((k) => k.startsWith('reports/'));
    const { stream } = await fileStoreFor(config, 'reports').read(reportKey!.slice('reports/'.length));
    expect(Buffer.concat(await stream.toArray())).toEqual(onDisk[reportKey!]);
  });

  it('run again, it finds them there and verifies them again', async () => {
    const { summary } = await move();
    expect(summary).toEqual({ files: 4, bytes: totalBytes(), verified: 4, mismatched: 0, missing: 0 });
  });

  it('reports an object that differs from its file as mismatched, leaves it, and the command exits 1', async () => {
    const [key] = Object.keys(onDisk).filter((k) => k.endsWith('.pdf'));
    await s3.putRaw(key!, Buffer.from('%PDF-1.4 a pasSport'));
    const { summary, problems } = await move();
    expect(summary).toEqual({ files: 4, bytes: totalBytes(), verified: 3, mismatched: 1, missing: 0 });
    expect(problems).toContain(`different in the bucket: files/${key}`);

    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/files-to-s3.ts'], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
    });
    const failed = await run.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toBe(
      `${JSON.stringify({ files: 4, bytes: totalBytes(), verified: 3, mismatched: 1, missing: 0 })}\n`,
    );
    expect(failed?.stderr).toContain(`different in the bucket: files/${key}`);
  });

  it('exits 1 with a clear message when FILE_STORE is not s3', async () => {
    const failed = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/files-to-s3.ts'], {
      cwd: root,
      env: { ...process.env, FILE_STORE: 'disk', DATA_DIR: dataDir },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(
      'Set FILE_STORE=s3 and S3_BUCKET (and S3_ENDPOINT for an S3-compatible server) to name the bucket to move to.\n',
    );
  });
});
