import {
  importFileItems,
  type ImportFileKind,
  type ImportFileRead,
  type ImportFileRow,
  type ReadImportFileOptions,
} from '../../src/server/modules/worker-import/file-reader.ts';

/** The file's rows handed to onRows a batch at a time (awaited), then what the reading found: importFileItems with a callback. */
export async function readImportFile(
  filePath: string,
  kind: ImportFileKind,
  onRows: (rows: ImportFileRow[]) => Promise<void>,
  options: ReadImportFileOptions = {},
): Promise<ImportFileRead> {
  for await (const item of importFileItems(filePath, kind, options)) {
    if ('read' in item) return item.read;
    await onRows(item.rows);
  }
  throw new Error('the file was read without an end');
}
