import { PassThrough, Transform, type Readable } from 'node:stream';
import type { FileStore, StoredFile } from '../../lib/file-store.ts';

class DownloadAbandoned extends Error {
  constructor() {
    super('The download was abandoned before its end');
  }
}

/**
 * Sends a report's bytes to the client and, as they pass, into the file store. When the last byte
 * is written to both, `keep` runs (the history entry) before the client sees the end of the download,
 * so a client that has the whole file also finds it in its history; when `keep` answers false (the
 * report repeats one kept already) the file is removed, the download goes on. A client that goes away first
 * stops the reading (the source is destroyed) and leaves nothing: the partial file is removed and
 * `keep` never runs. A failure of the source breaks both.
 */
export function streamAndKeep(options: {
  source: Readable;
  store: FileStore;
  ext: string;
  keep: (file: StoredFile) => Promise<boolean>;
}): Readable {
  const { source, store } = options;
  const toFile = new PassThrough();
  // The store attaches its own listeners only after making its folder; an abandon before that must
  // not be an unhandled 'error' (the store still sees the stream destroyed and removes its file).
  toFile.on('error', () => undefined);
  let abandoned = false;

  const kept = store.save(toFile, options.ext).then(async (file) => {
    try {
      if (abandoned) throw new DownloadAbandoned();
      if (!(await options.keep(file))) await store.remove(file.name);
    } catch (error) {
      await store.remove(file.name);
      throw error;
    }
  });
  // Observed by flush below; after an abandoned download nobody waits for it.
  kept.catch(() => undefined);

  const toClient = new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
    flush: (done) => {
      kept.then(
        () => done(),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  source.on('error', (error) => {
    toFile.destroy(error);
    toClient.destroy(error);
  });
  toClient.once('close', () => {
    if (toClient.readableEnded) return;
    abandoned = true;
    source.destroy();
    toFile.destroy(new DownloadAbandoned());
  });
  source.pipe(toFile);
  source.pipe(toClient);
  return toClient;
}
