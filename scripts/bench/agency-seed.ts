import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { agencyStatuses, businessTypes, industryTypes } from '../../src/shared/domain/agencies.ts';
import { agencyColumnNames, insertJsonRows } from '../seed/bulk-insert.ts';
import { randomPostCode } from '../seed/generators.ts';
import { createRng } from '../seed/random.ts';
import { emailDomains, nationalities, towns } from '../seed/uk-data.ts';

const FIRST = [
  'NORTHERN',
  'HARBOUR',
  'CASTLE',
  'RIVERSIDE',
  'SUMMIT',
  'OAKLEY',
  'BRIDGE',
  'MERIDIAN',
  'PENNINE',
  'CROWN',
];
const SECOND = ['STAFFING', 'RECRUITMENT', 'PERSONNEL', 'WORKFORCE', 'TEMPS', 'PEOPLE', 'TALENT', 'SERVICES'];

/**
 * `count` agencies for the agency benchmarks, in one bulk insert: unique names (two words and a
 * number), towns and contacts spread like the demo data, a spread of statuses and trust scores,
 * added over the last three years. Answers the search terms the benchmark types.
 */
export async function seedBenchAgencies(database: Database, count: number) {
  const rng = createRng(11);
  const names = nationalities[0]!.names;
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => {
    const town = rng.pick(towns);
    const first = rng.pick(names.female);
    const last = rng.pick(names.last);
    const createdAt = new Date(now - rng.int(0, 3 * 365) * 86_400_000);
    return {
      name: `${rng.pick(FIRST)} ${rng.pick(SECOND)} ${i + 1} LTD`,
      status: rng.chance(0.85) ? 'active' : rng.pick(agencyStatuses),
      businessType: rng.pick(businessTypes),
      industryType: rng.pick(industryTypes),
      trustScore: rng.int(0, 10) * 10,
      address: `${rng.int(1, 200)} High Street`,
      city: town.city,
      postalCode: randomPostCode(rng, town),
      contactName: `${first} ${last}`,
      contactEmail: `${first.toLowerCase()}@${rng.pick(emailDomains)}`,
      feePence: rng.int(10, 50) * 100,
      archivedAt: rng.chance(0.05) ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += 5000)
    await database.db.transaction((tx) => insertJsonRows(tx, 'agencies', agencyColumnNames, rows.slice(i, i + 5000)));
  await database.db.execute(sql`vacuum (analyze) agencies`);
  const sampleRow = rows[Math.floor(rows.length / 2)]!;
  return {
    city: sampleRow.city.slice(0, 5).toLowerCase(),
    name: sampleRow.name.split(' ').slice(0, 2).join(' ').toLowerCase(),
    contact: sampleRow.contactName.split(' ')[1]!.toLowerCase(),
  };
}
