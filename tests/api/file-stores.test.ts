import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import {
  FileNotFoundError,
  FileTooLargeError,
  fileStoreFor,
  isStoredName,
  type FileArea,
  type FileStore,
} from '../../src/server/lib/file-store.ts';
import { s3ClientFor } from '../../src/server/lib/s3-file-store.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';

const MB = 1024 * 1024;

/** `bytes` random bytes in 64 kB chunks, made as they are read, and the SHA-256 of all of them. */
function randomStream(bytes: number, failAfter?: number): { stream: Readable; sha256: () => string } {
  const hash = crypto.createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('the upload broke off'));
      if (sent >= bytes) return this.push(null);
      const chunk = crypto.randomBytes(Math.min(64 * 1024, bytes - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every file under a folder, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

type Opened = { store: (area?: FileArea) => FileStore; stored: () => Promise<string[]>; close: () => Promise<void> };

/**
 * Each driver as the app builds it: fileStoreFor over the configuration of its variables. `stored`
 * lists what it holds as S3 keys: DATA_DIR/files/<name> is <name>, DATA_DIR/reports/<name> is reports/<name>.
 */
const drivers: { driver: string; open: () => Promise<Opened> }[] = [
  {
    driver: 'disk',
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-files-'));
      const config = loadConfig({ DATA_DIR: dataDir });
      return {
        store: (area) => fileStoreFor(config, area),
        stored: async () =>
          [
            ...filesUnder(path.join(dataDir, 'files')),
            ...filesUnder(path.join(dataDir, 'reports')).map((f) => `reports/${f}`),
          ].sort(),
        close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    driver: 's3',
    open: async () => {
      const s3 = await startS3();
      const config = loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env });
      return { store: (area) => fileStoreFor(config, area), stored: () => s3.keys(), close: () => s3.close() };
    },
  },
];

describe.each(drivers)('the $driver file store', ({ open }) => {
  let h: Opened;
  beforeAll(async () => {
    h = await open();
  });
  afterAll(async () => {
    await h.close();
  });

  it('gives back the same bytes it took: 6 MB streamed in and out, equal SHA-256, sizes and a generated name', async () => {
    const source = randomStream(6 * MB);
    const saved = await h.store().save(source.stream, 'pdf', { maxBytes: 6 * MB });
    expect(saved.sizeBytes).toBe(6 * MB);
    expect(isStoredName(saved.name)).toBe(true);
    expect(saved.name).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const read = await h.store().read(saved.name);
    expect(read.sizeBytes).toBe(6 * MB);
    expect(await sha256Of(read.stream)).toEqual({ sha256: source.sha256(), bytes: 6 * MB });
    await h.store().remove(saved.name);
  });

  it.each([
    ['one part', 100, 101],
    ['several parts', 6 * MB, 11 * MB],
  ])('refuses a file past maxBytes (%s) with FileTooLargeError and keeps nothing of it', async (_, maxBytes, size) => {
    const before = await h.stored();
    const saving = h.store().save(randomStream(size).stream, 'pdf', { maxBytes });
    await expect(saving).rejects.toThrow(new FileTooLargeError(`File larger than ${maxBytes} bytes`));
    await expect(saving).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await h.stored()).toEqual(before);
  });

  it('keeps nothing of a file whose source fails half-way, and answers the source error', async () => {
    const before = await h.stored();
    await expect(h.store().save(randomStream(8 * MB, 6 * MB).stream, 'pdf')).rejects.toThrow('the upload broke off');
    expect(await h.stored()).toEqual(before);
  });

  it('answers FileNotFoundError for a well-formed name it does not hold', async () => {
    await expect(h.store().read('2026/01/0123456789abcdef0123456789abcdef.pdf')).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
  });

  it('removes a file; removing it again is no error, and reading it then is FileNotFoundError', async () => {
    const saved = await h.store().save(Readable.from([Buffer.from('%PDF-1.4 small')]), 'pdf');
    expect(await h.stored()).toHaveLength(1);
    await h.store().remove(saved.name);
    await h.store().remove(saved.name);
    await expect(h.store().read(saved.name)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await h.stored()).toEqual([]);
  });

  it.each(['../../etc/passwd', '2026/01/../../../x.pdf', '/etc/passwd', '2026/01/ABC.pdf', 'reports/2026/01/x.pdf'])(
    'refuses the unsafe name %j as not found, reading and removing',
    async (name) => {
      await expect(h.store().read(name)).rejects.toThrow(new FileNotFoundError('Not a stored file name'));
      await expect(h.store().remove(name)).rejects.toThrow(new FileNotFoundError('Not a stored file name'));
    },
  );

  it.each(['../x', 'PDF', 'p/df', '', 'toolongext'])('refuses to save with the unsafe extension %j', async (ext) => {
    await expect(h.store().save(Readable.from([Buffer.from('x')]), ext)).rejects.toThrow(
      new Error(`Unsafe file extension: ${ext}`),
    );
    expect(await h.stored()).toEqual([]);
  });

  it('keeps kept reports apart from uploaded files: the reports area does not see the files area', async () => {
    const file = await h.store('files').save(Readable.from([Buffer.from('a file')]), 'pdf');
    const report = await h.store('reports').save(Readable.from([Buffer.from('a,report')]), 'csv');
    await expect(h.store('reports').read(file.name)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(h.store('files').read(report.name)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await h.stored()).toEqual([file.name, `reports/${report.name}`].sort());
    await h.store('files').remove(file.name);
    await h.store('reports').remove(report.name);
  });
});

describe('the S3 store', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('keys objects under S3_PREFIX when set', async () => {
    const config = loadConfig({ ...s3.env, S3_PREFIX: 'office/leeds' });
    const saved = await fileStoreFor(config).save(Readable.from([Buffer.from('x')]), 'pdf');
    const report = await fileStoreFor(config, 'reports').save(Readable.from([Buffer.from('y')]), 'csv');
    expect(await s3.keys()).toEqual([`office/leeds/${saved.name}`, `office/leeds/reports/${report.name}`].sort());
    expect(await sha256Of((await fileStoreFor(config).read(saved.name)).stream)).toMatchObject({ bytes: 1 });
  });

  it('builds one client per endpoint and region for the whole process', () => {
    const place = { region: 'eu-west-2', endpoint: s3.endpoint };
    expect(s3ClientFor({ ...place })).toBe(s3ClientFor({ ...place }));
    expect(s3ClientFor({ ...place, region: 'eu-west-1' })).not.toBe(s3ClientFor(place));
  });
});
