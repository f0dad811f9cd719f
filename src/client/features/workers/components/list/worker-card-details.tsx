import { CardFacts, type CardFact } from '../../../../components/card-facts.tsx';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { formatDay } from '../../../../lib/format-date.ts';

/** The facts a worker card shows (docs/domain.md); dates DD/MM/YYYY. */
export function WorkerCardDetails({ worker }: { worker: Worker }) {
  const place = [worker.city, worker.postCode].filter(Boolean).join(' / ');
  const facts: CardFact[] = [
    ['Nationality', worker.nationality],
    ['Date of Birth', formatDay(worker.dateOfBirth)],
    ['City / Post Code', place],
    ['Email', worker.email],
    ['Phone', worker.phone],
    ['NI Number', worker.niNumber],
    // A worker who left shows the date on their P45 (issue 9, item 12).
    ...(worker.status === 'left' ? ([['P45 Date', formatDay(worker.p45Date)]] as CardFact[]) : []),
  ];
  return <CardFacts facts={facts} cols={{ base: 1, sm: 2, md: 3 }} />;
}
