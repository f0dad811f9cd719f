import type { Worker } from '../../../../shared/api/workers.ts';

/** "First Last", the name a card, a dialog and a button's accessible name use. */
export function workerName(worker: Pick<Worker, 'firstName' | 'lastName'>): string {
  return [worker.firstName, worker.lastName].map((s) => s?.trim()).filter(Boolean).join(' ') || 'Unnamed worker';
}
