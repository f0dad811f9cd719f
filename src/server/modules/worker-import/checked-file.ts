import fs from 'node:fs';
import type { WorkerTextField } from '../../../shared/domain/worker-fields.ts';
import { uniqueHeaders } from '../../../shared/domain/worker-import/header-mapping.ts';
import { cleanImportRow, importPlan, type ImportRowResult } from '../../../shared/domain/worker-import/row-cleaning.ts';
import type { TurnTaking } from '../../lib/turn-taking.ts';
import { inWorkThread, localInbox, THREAD_MIN_BYTES, type Inbox, type Sending } from '../../lib/work-thread.ts';
import {
  importFileItems,
  ImportFileError,
  type ImportFileKind,
  type ImportFileRead,
  type ReadImportFileOptions,
} from './file-reader.ts';

/**
 * An upload's rows read and cleaned (docs/domain.md "Bulk import on the server": Upload): the
 * file's rows through the worker form's rules with the mapping proposed for its headers, the part
 * of a row's check that needs no database. A big file is read and cleaned in a work thread
 * (docs/decisions/0029-parsing-in-a-thread.md); the event loop then only looks the rows' keys up
 * and writes them.
 */
export type CheckedFileRow = { rowNumber: number; cells: string[]; result: ImportRowResult };
/** The headers (answered with the proposed mapping), the rows a slice at a time, then what the reading found. */
export type CheckedFileItem = { headers: string[] } | { rows: CheckedFileRow[] } | { read: ImportFileRead };

/**
 * A cell as the database can hold it: PostgreSQL text and jsonb take no NUL and no lone surrogate
 * half, which a text file may still carry past its first bytes. The NUL goes, the half becomes U+FFFD.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storableCell = (cell: string) =>
  UNSTORABLE.test(cell) ? cell.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD') : cell;

/**
 * Rows cleaned a slice at a time. On the event loop (a small file) a turn for others comes between
 * two slices; in the thread a slice is one message, copied in on the event loop in a few milliseconds.
 */
const SLICE_ROWS = { here: 100, thread: 250 };

/**
 * The generator the thread runs (or the event loop, for a small file): the headers yielded once
 * found, then the mapping awaited from the caller (`inbox`), then each batch of rows cleaned with it.
 */
export async function* checkedImportFile(
  filePath: string,
  kind: ImportFileKind,
  options: ReadImportFileOptions,
  inbox: Inbox,
): AsyncGenerator<CheckedFileItem> {
  let headers: string[] | null = null;
  let plan: ReturnType<typeof importPlan> | null = null;
  const sliceRows = options.between ? SLICE_ROWS.here : SLICE_ROWS.thread;
  const items = importFileItems(filePath, kind, {
    ...options,
    onHeaders: (found) => {
      headers = uniqueHeaders(found.map(storableCell));
    },
  });
  for await (const item of items) {
    if ('read' in item) {
      const leadingRows = item.read.leadingRows.map((row) => ({ ...row, cells: row.cells.map(storableCell) }));
      yield { read: { ...item.read, headers: headers!, leadingRows } };
      continue;
    }
    if (!plan) {
      yield { headers: headers! };
      plan = importPlan(headers!, (await inbox.next()) as Record<string, WorkerTextField | null>);
    }
    for (let from = 0; from < item.rows.length; from += sliceRows) {
      if (from > 0) await options.between?.();
      const rows = item.rows.slice(from, from + sliceRows).map(({ rowNumber, cells }): CheckedFileRow => {
        const storable = cells.map(storableCell);
        return { rowNumber, cells: storable, result: cleanImportRow(plan!, storable) };
      });
      yield { rows };
    }
  }
}

/**
 * The checked rows of an upload: read in a work thread when the file is THREAD_MIN_BYTES or more,
 * else here with turns for others (`turns`: outside a transaction only). Answer the headers item
 * with `send(mapping)`. A refusal of the file is an ImportFileError, wherever it was read.
 */
export async function checkedFileItems(
  filePath: string,
  kind: ImportFileKind,
  options: Omit<ReadImportFileOptions, 'between' | 'onHeaders'>,
  turns?: TurnTaking,
): Promise<Sending<CheckedFileItem>> {
  // A file that cannot be looked at is read here, and fails as the reader's own failure.
  const size = await fs.promises.stat(filePath).then(
    (stat) => stat.size,
    () => 0,
  );
  if (size >= THREAD_MIN_BYTES) {
    const items = inWorkThread<CheckedFileItem>({
      module: new URL(import.meta.url),
      exportName: 'checkedImportFile',
      args: [filePath, kind, options],
    });
    return Object.assign(asImportFileErrors(items), { send: items.send });
  }
  const { inbox, send } = localInbox();
  const between = turns ? () => turns.between(0) : undefined;
  return Object.assign(checkedImportFile(filePath, kind, { ...options, ...(between ? { between } : {}) }, inbox), {
    send,
  });
}

/** An ImportFileError thrown in the thread arrives by its name: made one again, so it is answered as a refused file. */
async function* asImportFileErrors(items: AsyncGenerator<CheckedFileItem>): AsyncGenerator<CheckedFileItem> {
  try {
    yield* items;
  } catch (error) {
    if (error instanceof Error && error.name === 'ImportFileError' && !(error instanceof ImportFileError))
      throw new ImportFileError(error.message, { cause: error.cause });
    throw error;
  }
}
