import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { agencies, payrollCompanies } from '../../src/server/db/schema/index.ts';
import { randomMobile, randomPostCode, type DemoAgency } from './generators.ts';
import { createRng, type Rng } from './random.ts';
import { industryTypes } from '../../src/shared/domain/agencies.ts';
import {
  agencyNames,
  businessTypes,
  dramaLandlinePrefixes,
  emailDomains,
  nationalities,
  payrollCompanyNames,
  streetNames,
  towns,
} from './uk-data.ts';

/** The ~50 demo agencies, added when absent (names are unique); bigger agencies get more workers. */
export async function ensureAgencies(db: Db, rng: Rng): Promise<DemoAgency[]> {
  const values = agencyNames.map((name) => {
    const town = rng.pick(towns);
    const contact = rng.pick(nationalities[0]!.names.female);
    const surname = rng.pick(nationalities[0]!.names.last);
    return {
      name,
      businessType: rng.pick(businessTypes),
      industryType: rng.pick(industryTypes),
      trustScore: rng.int(45, 98),
      address: `${rng.int(1, 120)} ${rng.pick(streetNames)}`,
      city: town.city,
      postalCode: randomPostCode(rng, town),
      contactName: `${contact} ${surname}`,
      contactEmail: `${contact.toLowerCase()}@${rng.pick(emailDomains)}`,
      contactPhone: `${rng.pick(dramaLandlinePrefixes)}${rng.digits(3)}`,
      feePence: rng.int(12, 45) * 100,
    };
  });
  await db.insert(agencies).values(values).onConflictDoNothing();
  const rows = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(inArray(agencies.name, [...agencyNames]));
  const rank = new Map(agencyNames.map((name, i) => [name, i]));
  return rows.map((r) => ({ id: r.id, weight: 1 / (rank.get(r.name)! + 1) ** 0.7 }));
}

/** The 8 demo payroll companies, added when absent (names are unique in any case). */
export async function ensurePayrollCompanies(db: Db): Promise<number[]> {
  const rng = createRng(2);
  await db
    .insert(payrollCompanies)
    .values(
      payrollCompanyNames.map((name) => ({
        name,
        email: `payroll@${rng.pick(emailDomains)}`,
        payeReference: `${rng.int(100, 999)}/${randomMobile(rng).slice(-6)}`,
      })),
    )
    .onConflictDoNothing();
  const lowered = payrollCompanyNames.map((n) => n.toLowerCase());
  const rows = await db
    .select({ id: payrollCompanies.id })
    .from(payrollCompanies)
    .where(inArray(sql`lower(${payrollCompanies.name})`, lowered));
  return rows.map((r) => r.id);
}
