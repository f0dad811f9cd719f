import type { Worker } from '../../../../../shared/api/workers.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import {
  workerFields,
  workerFieldTable,
  workerSections,
  type WorkerField,
} from '../../../../../shared/domain/worker-fields.ts';

/** One read-only fact: its label and the worker's value formatted for reading (null when empty). */
export type DetailField = { label: string; value: (worker: Worker) => string | null };
export type DetailGroup = { title: string; fields: DetailField[] };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** A field's value for reading: dates DD/MM/YYYY, choices by their labels, agency and payroll company by name. */
function shown(field: WorkerField): DetailField['value'] {
  if (field === 'agencyId') return (worker) => worker.agency?.name ?? null;
  if (field === 'payrollCompanyId') return (worker) => worker.payrollCompany?.name ?? null;
  const { isDate, choices } = workerFieldTable[field];
  if (isDate) return (worker) => formatEnGbDate(worker[field]) || null;
  const labelled = choices?.filter((c) => typeof c !== 'string');
  if (labelled?.length)
    return (worker) => labelled.find((c) => c.value === worker[field])?.label ?? text(worker[field]);
  return (worker) => text(worker[field]);
}

const detailField = (field: WorkerField): DetailField => ({
  label: workerFieldTable[field].label,
  value: shown(field),
});

/** Shown in Payroll once the worker has a P45 date (moved to Left). */
export const p45DateDetail: DetailField = detailField('p45Date');

/**
 * Worker Profile Details (docs/domain.md): every field of a worker, grouped and labelled by the
 * worker field table (src/shared/domain/worker-fields.ts) in its order; dates DD/MM/YYYY, choices by their labels.
 */
export const workerDetailGroups: DetailGroup[] = Object.entries(workerSections).map(([section, titles]) => ({
  title: titles.details,
  fields: workerFields.filter((f) => f !== 'p45Date' && workerFieldTable[f].section === section).map(detailField),
}));

/** The groups for one worker: the P45 date only when there is one. */
export function detailGroupsFor(worker: Worker): DetailGroup[] {
  if (!worker.p45Date) return workerDetailGroups;
  return workerDetailGroups.map((group) =>
    group.title === workerSections.payroll.details ? { ...group, fields: [...group.fields, p45DateDetail] } : group,
  );
}
