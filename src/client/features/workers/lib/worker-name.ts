import type { Worker } from '../../../../shared/api/workers.ts';
import { fullName } from '../../../lib/full-name.ts';

/** "First Last", the name a card, a dialog and a button's accessible name use. */
export function workerName(worker: Pick<Worker, 'firstName' | 'lastName'>): string {
  // Names only: a worker's e-mail is no stand-in for a name.
  return fullName({ firstName: worker.firstName, lastName: worker.lastName }) || 'Unnamed worker';
}
