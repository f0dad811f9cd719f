import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { byteLimit, FileNotFoundError, isStoredName, newStoredName, type FileStore } from './file-store-base.ts';

export type S3StoreOptions = { bucket: string; region: string; endpoint: string | undefined; prefix: string };

/** A stored file goes up in parts of this size; an upload holds at most two parts in memory (lib-storage's queue). */
const PART_BYTES = 5 * 1024 * 1024;

const clients = new Map<string, S3Client>();

/**
 * One client per endpoint and region for the whole process (it keeps the connection pool).
 * Path-style addressing works with S3-compatible servers; checksums only where S3 requires them,
 * as S3-compatible servers may not read the SDK's CRC32 trailers. Credentials: the SDK's own chain.
 */
export function s3ClientFor(options: Pick<S3StoreOptions, 'region' | 'endpoint'>): S3Client {
  const key = `${options.region} ${options.endpoint ?? ''}`;
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(key, client);
  }
  return client;
}

/** Resolves when the bucket answers a listing of one key under the prefix within `timeoutMs`. */
export async function reachBucket(options: S3StoreOptions, timeoutMs: number): Promise<void> {
  const command = new ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix, MaxKeys: 1 });
  await s3ClientFor(options).send(command, { abortSignal: AbortSignal.timeout(timeoutMs) });
}

/** A missing object: S3 answers NoSuchKey (GET) or a bare 404 (HEAD). */
export function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** An S3 store with what the move from disk needs besides FileStore: writing under a given name, and listing. */
export type S3FileStore = FileStore & {
  /** Streams the bytes in under `name` (a stored name), replacing any object there. */
  saveAs(name: string, source: Readable): Promise<void>;
  /** The size of a stored file, or null when there is none. */
  sizeOf(name: string): Promise<number | null>;
  /** Every stored name in this store. */
  names(): AsyncGenerator<string>;
};

/** Stored files as objects of `bucket`, each keyed by `prefix` + its stored name. */
export function createS3FileStore(options: S3StoreOptions): S3FileStore {
  const client = s3ClientFor(options);
  const Bucket = options.bucket;

  function keyOf(name: string): string {
    if (!isStoredName(name)) throw new FileNotFoundError('Not a stored file name');
    return options.prefix + name;
  }

  async function put(Key: string, body: Readable): Promise<void> {
    const upload = new Upload({ client, params: { Bucket, Key, Body: body }, partSize: PART_BYTES, queueSize: 2 });
    await upload.done();
  }

  return {
    async save(source, ext, saveOptions = {}) {
      const name = newStoredName(ext);
      const Key = keyOf(name);
      const counter = { bytes: 0 };
      const limited = byteLimit(saveOptions.maxBytes ?? Number.MAX_SAFE_INTEGER, counter);
      source.once('error', (error) => limited.destroy(error));
      try {
        await put(Key, source.pipe(limited));
      } catch (error) {
        // The source's own failure (FileTooLargeError past maxBytes, or the upload breaking off)
        // is the one to answer, even when aborting the multipart upload failed as well.
        const cause = limited.errored ?? error;
        source.destroy();
        // lib-storage aborts a multipart upload; an object that did land is removed.
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw cause;
      }
      return { name, sizeBytes: counter.bytes };
    },

    async read(name) {
      const Key = keyOf(name);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { stream: answer.Body as Readable, sizeBytes: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) throw new FileNotFoundError(name);
        throw error;
      }
    },

    async remove(name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      } catch (error) {
        if (!isMissingObject(error)) throw error;
      }
    },

    async saveAs(name, source) {
      await put(keyOf(name), source);
    },

    async sizeOf(name) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async *names() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: options.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(options.prefix.length);
          if (name && isStoredName(name)) yield name;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
