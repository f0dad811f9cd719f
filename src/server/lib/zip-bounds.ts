import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/** How far an uploaded zip (a .docx, an .xlsx) may unpack before it counts as a zip bomb. */
export type ZipBounds = {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Declared uncompressed bytes of all entries together. */
  maxUnpackedBytes: number;
  /** Uncompressed : compressed, checked for entries of at least ratioFromBytes uncompressed. */
  maxRatio: number;
  ratioFromBytes: number;
};

/** ok; too-large: unpacks past maxUnpackedBytes; refused: damaged, encrypted, too many entries, an absurd ratio, sizes that lie. */
export type ZipVerdict = 'ok' | 'too-large' | 'refused';

const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;

/**
 * Judges a zip on disk without trusting it. First the central directory alone (nothing inflated):
 * the entry count, each entry's method and ratio, the declared total. Then each entry is inflated
 * into nothing with yauzl's size check on, which stops an entry as soon as it passes its declared
 * size, so a directory that understates sizes is caught after at most maxUnpackedBytes of output.
 */
export async function judgeZip(filePath: string, bounds: ZipBounds): Promise<ZipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    return 'refused';
  }
  try {
    if (zip.entryCount > bounds.maxEntries) return 'refused';
    const entries: yauzl.Entry[] = [];
    let unpackedBytes = 0;
    for await (const entry of zip.eachEntry()) {
      if (
        entry.isEncrypted() ||
        (entry.compressionMethod !== METHOD_STORED && entry.compressionMethod !== METHOD_DEFLATE)
      )
        return 'refused';
      unpackedBytes += entry.uncompressedSize;
      if (unpackedBytes > bounds.maxUnpackedBytes) return 'too-large';
      const absurd =
        entry.uncompressedSize >= bounds.ratioFromBytes &&
        entry.uncompressedSize > entry.compressedSize * bounds.maxRatio;
      if (absurd) return 'refused';
      entries.push(entry);
    }
    for (const entry of entries) await drain(zip, entry);
    return 'ok';
  } catch {
    // yauzl's errors: a malformed directory or local header, bad deflate data, a size that lies.
    return 'refused';
  } finally {
    zip.close();
  }
}

/** Reads one entry to its end, keeping nothing. */
async function drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  await pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() }));
}
