import { CardFacts, type CardFact } from '../../../../components/card-facts.tsx';
import type { Agency } from '../../../../../shared/api/agencies.ts';

/** The facts a card shows (docs/domain.md, Agencies) beside its name and badges. */
export function AgencyCardDetails({ agency }: { agency: Agency }) {
  const facts: CardFact[] = [
    ['Contact', agency.contactName],
    ['City', agency.city],
    ['Industry Type', agency.industryType],
    ['Workers', agency.workerCount],
    ['Account Manager', agency.accountManager],
  ];
  return <CardFacts facts={facts} cols={{ base: 1, xs: 2, md: 5 }} />;
}
