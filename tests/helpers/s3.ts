import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { s3ClientFor } from '../../src/server/lib/s3-file-store.ts';

export type TestS3 = {
  /** The variables that point the app at this server (FILE_STORE=s3 ...). */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Writes `bytes` under `key` directly, past any store (to corrupt an object on purpose). */
  putRaw(key: string, bytes: Buffer): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a random port of 127.0.0.1, keeping its objects in a
 * temporary folder, with one empty bucket. The SDK reads its credentials from the environment, so
 * s3rver's (S3RVER / S3RVER) are set for the test file and taken back at close.
 */
export async function startS3(bucket = 'crm-test-files'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const before = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = `http://127.0.0.1:${port}`;
  const client = s3ClientFor({ region: 'eu-west-2', endpoint });
  return {
    env: { FILE_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket },
    bucket,
    endpoint,
    client,
    async keys() {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((o) => o.Key!).sort();
    },
    async putRaw(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
      restore('AWS_ACCESS_KEY_ID', before.id);
      restore('AWS_SECRET_ACCESS_KEY', before.secret);
    },
  };
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * An s3rver for a whole test file: started before its tests, closed after them. `env` is filled
 * by the start, so it can be handed to useTestApp (whose app is built after) to build the app
 * with FILE_STORE=s3 on this server.
 */
export function useTestS3(): { s3: TestS3; env: Record<string, string> } {
  const s3 = {} as TestS3;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(s3, await startS3());
    Object.assign(env, s3.env);
  });
  afterAll(async () => {
    if ('close' in s3) await s3.close();
  });
  return { s3, env };
}
