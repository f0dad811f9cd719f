import { Readable } from 'node:stream';
import { inWorkThread, type Inbox } from './work-thread.ts';
import { streamXlsx, type CellValue, type SheetColumn } from './xlsx-writer.ts';

/**
 * A big .xlsx is written in a work thread of its own (docs/decisions/0029-parsing-in-a-thread.md,
 * "A big .xlsx is written in a thread too"): the event loop reads the rows and sends their cells;
 * the thread turns them into the sheet's XML and the zip (streamXlsx, as on the event loop) and
 * sends the bytes back. The sheet as it crosses to the thread: plain data.
 */
export type XlsxSheet = { sheetName: string; columns: readonly SheetColumn[]; rowsPerSheet?: number };

/**
 * Reports of fewer rows than this are written on the event loop: starting a thread (about half a
 * second of another core) costs more than writing them, which takes a few milliseconds a turn.
 */
export const XLSX_THREAD_MIN_ROWS = 5_000;

/** Batches of cells sent to the thread and not yet taken by it: enough to keep it busy, never the file. */
const BATCHES_AHEAD = 2;

/** What the thread sends back: bytes of the file, or word that it took a batch (room for the next). */
type FromThread = { bytes: Uint8Array } | { took: true };
/** What the event loop sends: a batch of rows, their end, or that reading them failed. */
type ToThread = { rows: CellValue[][] } | { end: true } | { failed: true };

/** Messages (chunks of the file, batches taken) the thread may hold unsent before it stops writing for a while. */
const HELD_CHUNKS = 4;

/**
 * The thread's side: the batches the caller sends, written by streamXlsx; each batch taken is
 * answered with `took`, each chunk of the file with its bytes. A failure of the caller's reading
 * fails the file (a broken download, never a short file that looks complete).
 */
export async function* xlsxInThread(sheet: XlsxSheet, inbox: Inbox): AsyncGenerator<FromThread> {
  const out: (FromThread | { error: Error } | { end: true })[] = [];
  let wake = () => {};
  const push = (item: (typeof out)[number]) => {
    out.push(item);
    wake();
  };
  async function* batches(): AsyncGenerator<CellValue[][]> {
    for (;;) {
      const message = (await inbox.next()) as ToThread;
      if ('end' in message) return;
      if ('failed' in message) throw new Error('reading the rows failed');
      push({ took: true });
      yield message.rows;
    }
  }
  const file = streamXlsx({ ...sheet, batches: batches() });
  file.on('data', (chunk: Buffer) => {
    push({ bytes: chunk });
    if (out.length > HELD_CHUNKS) file.pause();
  });
  file.once('end', () => push({ end: true }));
  file.once('error', (error) => push({ error }));
  for (;;) {
    if (out.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const item = out.shift()!;
    if (out.length <= HELD_CHUNKS / 2) file.resume();
    if ('end' in item) return;
    if ('error' in item) throw item.error;
    yield item;
  }
}

/**
 * The event loop's side: the same file as streamXlsx, written in a work thread. The batches are
 * read here and sent BATCHES_AHEAD at most ahead of the thread; stopping the download stops the
 * reading and ends the thread.
 */
function streamXlsxInThread(
  options: XlsxSheet & { batches: AsyncIterable<CellValue[][]>; firstBatches?: CellValue[][][] },
): Readable {
  const { batches, firstBatches = [], ...sheet } = options;
  const thread = inWorkThread<FromThread>({
    module: new URL('./xlsx-thread.ts', import.meta.url),
    exportName: 'xlsxInThread',
    // Plain data crosses to the thread: a caller's columns may carry more (the value of each row).
    args: [{ ...sheet, columns: sheet.columns.map(({ header, width, numFmt }) => ({ header, width, numFmt })) }],
  });
  let ahead = 0;
  let stopped = false;
  let roomMade = () => {};
  const send = async (message: ToThread) => {
    while (ahead >= BATCHES_AHEAD && !stopped) await new Promise<void>((resolve) => (roomMade = resolve));
    if (stopped) return;
    if ('rows' in message) ahead += 1;
    thread.send(message);
  };
  let failure: unknown;
  const feeding = (async () => {
    try {
      for (const rows of firstBatches) await send({ rows });
      for await (const rows of batches) {
        if (stopped) break;
        await send({ rows });
      }
      await send({ end: true });
    } catch (error) {
      failure = error;
      thread.send({ failed: true } satisfies ToThread);
    }
  })();
  async function* bytes(): AsyncGenerator<Uint8Array> {
    try {
      for await (const message of thread) {
        if ('took' in message) {
          ahead -= 1;
          roomMade();
        } else yield Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
      }
    } catch (error) {
      // The reading's own error, not the thread's word for it.
      throw failure ?? error;
    } finally {
      stopped = true;
      roomMade();
      await feeding;
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}

/**
 * The .xlsx of `batches`, written on the event loop when they hold fewer than XLSX_THREAD_MIN_ROWS
 * rows, else in a work thread: the first batches are read to tell (at most that many rows held).
 */
export function streamXlsxBySize(options: XlsxSheet & { batches: AsyncIterable<CellValue[][]> }): Readable {
  const { batches, ...sheet } = options;
  async function* bytes(): AsyncGenerator<Uint8Array> {
    const iterator = batches[Symbol.asyncIterator]();
    try {
      const firstBatches: CellValue[][][] = [];
      let rows = 0;
      let ended = false;
      while (!ended && rows < XLSX_THREAD_MIN_ROWS) {
        const next = await iterator.next();
        if (next.done) ended = true;
        else {
          firstBatches.push(next.value);
          rows += next.value.length;
        }
      }
      const file = ended
        ? streamXlsx({
            ...sheet,
            batches: (async function* () {
              yield* firstBatches;
            })(),
          })
        : streamXlsxInThread({ ...sheet, firstBatches, batches: { [Symbol.asyncIterator]: () => iterator } });
      yield* file;
    } finally {
      await iterator.return?.();
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
