/**
 * Spreadsheet formula injection (CSV injection, OWASP): a cell whose text starts with = + - @, a tab
 * or a carriage return can be run as a formula when a spreadsheet program opens the file, e.g. a
 * worker named `=HYPERLINK("http://evil","click")`. Every text cell we export passes through here;
 * a leading apostrophe makes the program show the text as typed and never evaluate it.
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

export function isFormulaLike(text: string): boolean {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]!);
}

/** The text to write into a cell: unchanged unless a spreadsheet could read it as a formula. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
