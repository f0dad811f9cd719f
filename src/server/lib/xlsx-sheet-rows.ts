import ExcelJS from 'exceljs';
import colCache from 'exceljs/lib/utils/col-cache.js';
import exceljsUtils from 'exceljs/lib/utils/utils.js';
import { TextBuffer } from './text-buffer.ts';

/** A cell as the sheet row writer takes it (the CellValue of xlsx-writer.ts, already formula-safe). */
export type SheetCell = string | number | boolean | Date | null | undefined;

type CellType = 'text' | 'number' | 'boolean' | 'date';
const cellTypes: readonly CellType[] = ['text', 'number', 'boolean', 'date'];
const valueTypeOf: Record<CellType, ExcelJS.ValueType> = {
  text: ExcelJS.ValueType.String,
  number: ExcelJS.ValueType.Number,
  boolean: ExcelJS.ValueType.Boolean,
  date: ExcelJS.ValueType.Date,
};

/** The style id a cell of a column gets for its type: what exceljs's own row writer would give it. */
export type CellStyles = (column: number, type: CellType) => number;

type StyleRegistry = { addStyleModel: (model: { numFmt?: string }, type: ExcelJS.ValueType) => number };

/**
 * Style ids from the workbook's own style sheet (useStyles on), asked once per column and cell
 * type with the column's style, as exceljs asks for every cell: the ids and styles.xml are exceljs's.
 */
export function cellStylesOf(workbook: ExcelJS.stream.xlsx.WorkbookWriter, numFmts: readonly (string | undefined)[]) {
  const registry = (workbook as unknown as { styles: StyleRegistry }).styles;
  const ids = new Map<CellType, number[]>(cellTypes.map((type) => [type, []]));
  return (column: number, type: CellType) => {
    const ofType = ids.get(type)!;
    let id = ofType[column];
    if (id === undefined) {
      const numFmt = numFmts[column];
      id = ofType[column] = registry.addStyleModel(numFmt ? { numFmt } : {}, valueTypeOf[type]);
    }
    return id;
  };
}

/**
 * The <row> elements of a sheet's data for rows numbered from `firstRow`, byte for byte as exceljs
 * 4.4's streaming writer renders them (row-xform and cell-xform, text escaped by its own xmlEncode;
 * tests/unit/xlsx-sheet-rows.test.ts compares the two), as UTF-8 bytes. exceljs builds a Row, Cells,
 * a model and an XML stream for every row, about 14 s for a million rows of twelve cells on our
 * machine (docs/decisions/0012-sheet-rows-written-into-exceljs.md). Each row's text goes into the batch's TextBuffer as soon as it
 * is made. A cell that is null or undefined is left out, and a row with no
 * cells is not written, as exceljs does. `prepare` sees every value first (formula safety).
 */
export function sheetRowsXml<Value>(
  firstRow: number,
  rows: readonly (readonly Value[])[],
  styles: CellStyles,
  prepare: (value: Value) => SheetCell,
): Buffer {
  const bytes = new TextBuffer();
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const number = firstRow + index;
    let cells = '';
    let min = 0;
    let max = 0;
    for (let column = 0; column < row.length; column += 1) {
      const cell = cellXml(prepare(row[column]!), column, number, styles);
      if (cell === '') continue;
      if (min === 0) min = column + 1;
      max = column + 1;
      cells += cell;
    }
    if (cells !== '') bytes.append(`<row r="${number}" spans="${min}:${max}" x14ac:dyDescent="0.25">${cells}</row>`);
  }
  return bytes.take();
}

/** Excel's most characters in a cell: a longer text is cut there, or Excel repairs the file. */
export const EXCEL_CELL_CHARACTERS = 32_767;
/** The two non-characters XML cannot hold and exceljs's xmlEncode leaves in (a reader stops at them). */
const NON_CHARACTERS = /[\uFFFE\uFFFF]/g;

/** A text as a cell can hold it; any other text is exactly as given, so the bytes stay exceljs's. */
function cellText(text: string): string {
  const held = text.length > EXCEL_CELL_CHARACTERS ? text.slice(0, EXCEL_CELL_CHARACTERS) : text;
  return held.includes('\uFFFE') || held.includes('\uFFFF') ? held.replace(NON_CHARACTERS, '') : held;
}

const letters: string[] = [];
const letterOf = (column: number) => (letters[column] ??= colCache.n2l(column + 1));

function cellXml(value: SheetCell, column: number, rowNumber: number, styles: CellStyles): string {
  if (value === null || value === undefined) return '';
  let type: CellType;
  let content: string;
  if (typeof value === 'string') {
    type = 'text';
    content = exceljsUtils.xmlEncode(cellText(value));
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    type = 'number';
    content = String(value);
  } else if (typeof value === 'boolean') {
    type = 'boolean';
    content = value ? '1' : '0';
  } else {
    if (Number.isNaN(value.getTime())) return '';
    type = 'date';
    content = String(exceljsUtils.dateToExcel(value));
  }
  const style = styles(column, type);
  const typeAttribute = type === 'text' ? ' t="str"' : type === 'boolean' ? ' t="b"' : '';
  return `<c r="${letterOf(column)}${rowNumber}"${style ? ` s="${style}"` : ''}${typeAttribute}><v>${content}</v></c>`;
}
