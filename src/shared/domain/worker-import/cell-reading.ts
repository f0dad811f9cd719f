import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { formatEnGbDate, isIsoDate, parseEnGbDate, parseExcelSerialDate } from '../en-gb-dates.ts';
import { formatSortCodeForSave } from '../uk-formatters.ts';
import {
  choiceKey,
  choiceSynonyms,
  workerFieldTable,
  type ChoiceField,
  type WorkerTextField,
} from '../worker-fields.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A cell as the import reads it, before the worker form's formatter and validator run on it.
 * `repairedFrom` is set when spreadsheet damage was undone (docs/domain.md: a sort code or
 * phone or account number that became a number, a date that became a number or a timestamp); the
 * caller warns about it. Other readings (a choice typed as its label, a date typed D/M/YYYY) are
 * plain formatting and say nothing.
 */
export type CellReading = {
  value: string;
  repairedFrom?: string;
  /** The cell was a synonym of a choice ('M' for MALE): read, with a warning. */
  readFrom?: string;
};
type CellReader = (value: string) => CellReading;

const plain = (value: string): CellReading => ({ value });
const repaired = (value: string, from: string): CellReading => ({ value, repairedFrom: from });

/** A sort code that became a number: 6 digits without dashes, or 5 after Excel dropped the leading 0. */
function readSortCode(value: string): CellReading {
  if (/^\d{6}$/.test(value)) return repaired(formatSortCodeForSave(value), value);
  if (/^\d{5}$/.test(value)) return repaired(formatSortCodeForSave(`0${value}`), value);
  return plain(value);
}

/** A UK number (01, 02, 03, 07) that lost its leading 0 when stored as a number: 10 digits left. */
function readPhone(value: string): CellReading {
  const digits = value.replace(/\s/g, '');
  return /^[1237]\d{9}$/.test(digits) ? repaired(`0${digits}`, value) : plain(value);
}

/** An 8-digit account number that lost its leading 0. */
const readAccountNumber = (value: string): CellReading =>
  /^\d{7}$/.test(value) ? repaired(`0${value}`, value) : plain(value);

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const TIMESTAMP_WITH_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/;
/** D/M/YYYY with at least one single digit (DD/MM/YYYY goes to the form's formatter as it is). */
const LOOSE_EN_GB_DATE = /^(?=\d\/|\d{2}\/\d\/)(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Dates: an Excel serial number and a timestamp (a date cell written out by another program) are
 * repaired; a timestamp with a zone is read as the London day it falls on. D/M/YYYY is read as
 * DD/MM/YYYY. DD/MM/YYYY and YYYY-MM-DD go to the form's formatter as they are.
 */
function readDate(value: string): CellReading {
  const serialDay = parseExcelSerialDate(value);
  if (serialDay) return repaired(serialDay, value);
  if (TIMESTAMP.test(value) && isIsoDate(value.slice(0, 10))) {
    const moment = TIMESTAMP_WITH_ZONE.test(value) ? dayjs(value).tz('Europe/London') : dayjs(value.slice(0, 10));
    return moment.isValid() ? repaired(moment.format('YYYY-MM-DD'), value) : plain(value);
  }
  const loose = LOOSE_EN_GB_DATE.exec(value);
  if (loose) {
    const [, day = '', month = '', year = ''] = loose;
    return plain(parseEnGbDate(`${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`) ?? value);
  }
  return plain(value);
}

/**
 * A choice field accepts its value or its label in any case ('weekly', 'Week 1 / Month 1', 'a - standard')
 * silently, and the usual spellings of the synonyms table ('M', 'Mx.', 'Y', 'Cat A') with a note
 * saying what they were read as (docs/domain.md "Bulk worker import: choices").
 */
function choiceReader(field: WorkerTextField): CellReader | null {
  const choices = workerFieldTable[field].choices;
  if (!choices) return null;
  const byText = new Map<string, CellReading | ((from: string) => CellReading)>();
  const synonyms: Record<string, readonly string[]> = isChoiceField(field) ? choiceSynonyms[field] : {};
  for (const [value, spellings] of Object.entries(synonyms)) {
    for (const spelling of spellings) byText.set(choiceKey(spelling), (from) => ({ value, readFrom: from }));
  }
  for (const choice of choices) {
    const { value, label } = typeof choice === 'string' ? { value: choice, label: choice } : choice;
    byText.set(choiceKey(label), plain(value));
    byText.set(choiceKey(value), plain(value));
  }
  return (cell) => {
    // Most cells are a value as stored: the plain upper case finds them without choiceKey's replacing.
    const found = byText.get(cell.toUpperCase()) ?? byText.get(choiceKey(cell));
    if (!found) return plain(cell);
    return typeof found === 'function' ? found(cell) : found;
  };
}

const isChoiceField = (field: string): field is ChoiceField => field in choiceSynonyms;

const specialReaders: Partial<Record<WorkerTextField, CellReader>> = {
  sortCode: readSortCode,
  phone: readPhone,
  accountNumber: readAccountNumber,
  dateOfBirth: readDate,
  workStartDate: readDate,
};

/** The reader of a field's cells, or null when the cell goes to the formatter as it is. */
export function cellReaderFor(field: WorkerTextField): CellReader | null {
  return specialReaders[field] ?? choiceReader(field);
}

/** A value as the repair warning shows it: dates DD/MM/YYYY, the rest as stored. */
export const shownValue = (field: WorkerTextField, value: string): string =>
  workerFieldTable[field].isDate ? formatEnGbDate(value) : value;
