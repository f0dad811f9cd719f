import type { ImportSession } from '../../../../shared/api/worker-import-answers.ts';
import type { RequestableStep } from './import-url.ts';

/** The five steps of docs/domain.md, in order; progress is step / 5. */
export const importSteps = [
  { key: 'upload', label: 'Upload' },
  { key: 'mapping', label: 'Mapping' },
  { key: 'review', label: 'Review & Edit' },
  { key: 'agency', label: 'Agency' },
  { key: 'complete', label: 'Complete' },
] as const;
export type ImportStep = (typeof importSteps)[number]['key'];

/** 1 for Upload ... 5 for Complete. */
export const stepNumber = (step: ImportStep) => importSteps.findIndex((s) => s.key === step) + 1;

/** progress = step / 5 (docs/domain.md, Bulk worker import). */
export const stepProgress = (step: ImportStep) => (stepNumber(step) / importSteps.length) * 100;

/**
 * The step a session is at (docs/domain.md): mapping after the upload; review once
 * validated (the address may go back to mapping, or on to agency when no error remains); complete
 * once submitted. A step the session has not reached is never shown, whatever the address says.
 */
export function stepOf(session: ImportSession | null | undefined, requested: RequestableStep | null): ImportStep {
  if (!session) return 'upload';
  if (session.status === 'submitted') return 'complete';
  const results = session.status === 'validated' ? session.validationResults : null;
  if (!results) return 'mapping';
  if (requested === 'mapping') return 'mapping';
  if (requested === 'agency' && results.errorCount === 0) return 'agency';
  return 'review';
}
