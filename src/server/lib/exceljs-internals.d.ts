/**
 * The two helpers of exceljs 4.4 that the sheet row writer (xlsx-sheet-rows.ts) shares with it, so
 * cell text is escaped and columns are named exactly as exceljs does. exceljs has no "exports" map,
 * so these files are reachable; their types are not published, hence these declarations.
 */
declare module 'exceljs/lib/utils/utils.js' {
  const utils: { xmlEncode: (text: string) => string; dateToExcel: (date: Date, date1904?: boolean) => number };
  export default utils;
}

declare module 'exceljs/lib/utils/col-cache.js' {
  const colCache: { n2l: (column: number) => string };
  export default colCache;
}
