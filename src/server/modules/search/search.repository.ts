import { and, sql, type SQL } from 'drizzle-orm';
import type { AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { MatchTier, SearchTerms } from '../../../shared/domain/search.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { agencies, payrollCompanies, tickets, workers } from '../../db/schema/index.ts';
import { agencyScopeCondition } from '../../lib/agency-scope.ts';
import { containsPattern, escapeLike } from '../../lib/db-errors.ts';
import { liveWorker } from '../../lib/live-workers.ts';

/**
 * The search's read model (src/server/modules/README.md, exceptions): workers, agencies, tickets and
 * payroll companies read here in one statement per step, each branch an index range stopped at the
 * limit (docs/domain.md, "Search and the command palette"). It writes nothing.
 */

/** Which kinds of record the user may find, and within which agencies. */
export type SearchReach = {
  scope: AgencyScope;
  workers: boolean;
  agencies: boolean;
  /** Archived agencies too (the archived list's readers). */
  archivedAgencies: boolean;
  tickets: boolean;
  payrollCompanies: boolean;
};

/** One candidate as read: its kind, id, match, and the fields its title and subtitle are made of. */
export type CandidateRow = {
  type: 'worker' | 'agency' | 'ticket' | 'payrollCompany';
  id: number;
  tier: MatchTier;
  score: number;
  title: string;
  f1: string | null;
  f2: string | null;
  f3: string | null;
  f4: string | null;
};

const prefix = (text: string) => `${escapeLike(text)}%`;
/**
 * In the order of the text_pattern_ops indexes (byte order), so a key's start is read from its index
 * in order and the read stops at the limit; ordered by the column's collation, the planner would
 * read every match and sort them (thousands for 's').
 */
const patternOrder = (key: SQL) => sql`${key} using ~<~`;
const none = sql`null::text`;

/** A branch: the fields of CandidateRow from one table, its condition, order and limit. */
type Branch = {
  type: CandidateRow['type'];
  from: SQL;
  id: SQL;
  tier: SQL;
  score: SQL;
  title: SQL;
  fields: [SQL, SQL, SQL, SQL];
  where: SQL | undefined;
  orderBy: SQL;
};

function branchSql(branch: Branch, limit: number): SQL {
  const [f1, f2, f3, f4] = branch.fields;
  return sql`(select ${branch.type}::text as type, ${branch.id} as id, ${branch.tier}::int as tier,
    ${branch.score}::float8 as score, ${branch.title}::text as title, ${f1}::text as f1, ${f2}::text as f2,
    ${f3}::text as f3, ${f4}::text as f4
    from ${branch.from} where ${branch.where ?? sql`true`} order by ${branch.orderBy} limit ${limit})`;
}

/** Exact (tier 0) when the field equals the text, else its start (tier 1); the score is the share covered. */
const exactOrStart = (field: SQL, text: string) => ({
  tier: sql`case when ${field} = ${text}::text then 0 else 1 end`,
  score: sql`length(${text}::text)::float8 / greatest(length(${field}), 1)`,
});

const workerName = sql`lower(${workers.firstName} || ' ' || ${workers.lastName})`;

const workerTitle = sql`${workers.firstName} || ' ' || ${workers.lastName}`;
const workerFields: [SQL, SQL, SQL, SQL] = [
  sql`${workers.niNumber}`,
  sql`${workers.email}`,
  sql`${workers.agencySortName}`,
  sql`${workers.status}`,
];
const workerReach = (reach: SearchReach) => and(liveWorker(), agencyScopeCondition(reach.scope, workers.agencyId));

function workerBranch(reach: SearchReach, key: SQL, text: string): Branch {
  return {
    type: 'worker',
    from: sql`${workers}`,
    id: sql`${workers.id}`,
    ...exactOrStart(key, text),
    title: workerTitle,
    fields: workerFields,
    where: and(workerReach(reach), sql`${key} like ${prefix(text)}`),
    orderBy: patternOrder(key),
  };
}

const SWAPPED_NAME_SCORE = 0.9;

/** A name typed surname first ("quist annabel"): the full name in the other order, whole (tier 0, below the order as written). */
function swappedNameBranch(reach: SearchReach, swapped: string): Branch {
  return {
    type: 'worker',
    from: sql`${workers}`,
    id: sql`${workers.id}`,
    tier: sql`0`,
    score: sql`${SWAPPED_NAME_SCORE}`,
    title: workerTitle,
    fields: workerFields,
    where: and(workerReach(reach), sql`${workerName} = ${swapped}::text`),
    // By the name, so the name's index answers (by id, the planner may walk every worker).
    orderBy: patternOrder(workerName),
  };
}
/** Each key of a worker that the text may be the whole or the start of (the indexes workers_search_*). */
function workerKeyBranches(reach: SearchReach, terms: SearchTerms): Branch[] {
  const branches = [workerBranch(reach, workerName, terms.text)];
  const words = terms.text.split(' ');
  if (words.length === 2) branches.push(swappedNameBranch(reach, `${words[1]} ${words[0]}`));
  if (terms.oneWord) {
    branches.push(workerBranch(reach, sql`lower(${workers.lastName})`, terms.text));
    if (terms.text.length >= 2) branches.push(workerBranch(reach, sql`${workers.email}`, terms.text));
    branches.push(workerBranch(reach, sql`${workers.employeeReference}`, terms.text.toUpperCase()));
  }
  if (terms.niNumber) branches.push(workerBranch(reach, sql`${workers.niNumber}`, terms.niNumber));
  if (terms.phoneDigits) branches.push(workerBranch(reach, sql`${workers.phone}`, terms.phoneDigits));
  return branches;
}

const agencyFields: [SQL, SQL, SQL, SQL] = [
  sql`${agencies.contactName}`,
  sql`${agencies.city}`,
  sql`case when ${agencies.archivedAt} is not null then 'archived' end`,
  none,
];

const agencyReach = (reach: SearchReach) =>
  and(
    agencyScopeCondition(reach.scope, agencies.id),
    reach.archivedAgencies ? undefined : sql`${agencies.archivedAt} is null`,
  );

function agencyNameBranch(reach: SearchReach, terms: SearchTerms): Branch {
  // Agency names are stored upper case (docs/domain.md, Agencies).
  const name = terms.text.toUpperCase();
  return {
    type: 'agency',
    from: sql`${agencies}`,
    id: sql`${agencies.id}`,
    ...exactOrStart(sql`${agencies.name}`, name),
    title: sql`${agencies.name}`,
    fields: agencyFields,
    where: and(agencyReach(reach), sql`${agencies.name} like ${prefix(name)}`),
    orderBy: patternOrder(sql`${agencies.name}`),
  };
}

const ticketFields: [SQL, SQL, SQL, SQL] = [
  sql`${tickets.sourceName}`,
  sql`${tickets.status}`,
  sql`left(${tickets.notes}, 200)`,
  sql`${tickets.assignedTo}`,
];

function ticketNumberBranch(reach: SearchReach, ticketId: number): Branch {
  return {
    type: 'ticket',
    from: sql`${tickets}`,
    id: sql`${tickets.id}`,
    tier: sql`0`,
    score: sql`1`,
    title: sql`${tickets.ticketNumber}`,
    fields: ticketFields,
    // The number is the id, zero-padded (formatTicketNumber): the primary key finds it.
    where: and(sql`${tickets.id} = ${ticketId}`, agencyScopeCondition(reach.scope, tickets.agencyId)),
    orderBy: sql`${tickets.id}`,
  };
}

const companyName = sql`lower(${payrollCompanies.name})`;
const companyFields: [SQL, SQL, SQL, SQL] = [
  sql`${payrollCompanies.email}`,
  sql`${payrollCompanies.payeReference}`,
  none,
  none,
];

function companyNameBranch(terms: SearchTerms): Branch {
  return {
    type: 'payrollCompany',
    from: sql`${payrollCompanies}`,
    id: sql`${payrollCompanies.id}`,
    ...exactOrStart(companyName, terms.text),
    title: sql`${payrollCompanies.name}`,
    fields: companyFields,
    where: sql`${companyName} like ${prefix(terms.text)}`,
    orderBy: patternOrder(companyName),
  };
}

async function readBranches(db: DbOrTx, branches: Branch[], limit: number): Promise<CandidateRow[]> {
  if (branches.length === 0) return [];
  const union = sql.join(
    branches.map((branch) => branchSql(branch, limit)),
    sql` union all `,
  );
  const rows = rowsOf<CandidateRow>(await db.execute(union));
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    tier: Number(row.tier) as MatchTier,
    score: Number(row.score),
  }));
}

/**
 * Step one: records of which the text is a whole key or the start of one (a name, NI number,
 * e-mail, phone, employee reference, agency or company name, a ticket number), at most `limit`
 * from each key, in the key's order.
 */
export async function findByKeys(
  db: DbOrTx,
  terms: SearchTerms,
  reach: SearchReach,
  limit: number,
): Promise<CandidateRow[]> {
  const branches: Branch[] = [];
  if (reach.workers) branches.push(...workerKeyBranches(reach, terms));
  if (reach.agencies) branches.push(agencyNameBranch(reach, terms));
  if (reach.tickets && terms.ticketId !== undefined) branches.push(ticketNumberBranch(reach, terms.ticketId));
  if (reach.payrollCompanies) branches.push(companyNameBranch(terms));
  return readBranches(db, branches, limit);
}

/**
 * The text is inside the column, or the column is similar to it (pg_trgm's word similarity, the
 * `<%` operator at its threshold, which also finds words typed in another order and small
 * misspellings): both served by the column's trigram index; tier 2, most similar first.
 */
function similarBranch(
  base: Omit<Branch, 'tier' | 'score' | 'where' | 'orderBy'>,
  column: SQL,
  terms: SearchTerms,
  where: SQL | undefined,
): Branch {
  const score = sql`word_similarity(${terms.text}::text, ${column})`;
  return {
    ...base,
    tier: sql`2`,
    score,
    where: and(where, sql`(${column} like ${containsPattern(terms.text)} or ${terms.text}::text <% ${column})`),
    orderBy: sql`${score} desc, ${base.id}`,
  };
}

/**
 * Tickets whose text holds the typed text: notes are long, and judging the similarity of each would
 * cost more than the whole search. Scored below any similar name (the operator's threshold is 0.6),
 * the earlier the text appears the higher (the number, source and contact come before the notes);
 * a computed order also keeps the planner on the trigram index (tier 2).
 */
function ticketTextBranch(reach: SearchReach, terms: SearchTerms): Branch {
  const score = sql`0.5 / strpos(${tickets.searchText}, ${terms.text}::text)`;
  return {
    type: 'ticket',
    from: sql`${tickets}`,
    id: sql`${tickets.id}`,
    tier: sql`2`,
    score,
    title: sql`${tickets.ticketNumber}`,
    fields: ticketFields,
    where: and(
      agencyScopeCondition(reach.scope, tickets.agencyId),
      sql`${tickets.searchText} like ${containsPattern(terms.text)}`,
    ),
    orderBy: sql`${score} desc, ${tickets.id} desc`,
  };
}

/**
 * Step two, when step one leaves room: workers whose name (step one read their other keys),
 * agencies whose name, contact or city, and payroll companies whose name holds or resembles the
 * text, most similar first; tickets whose text (number, source, contact, notes) holds it.
 */
export async function findSimilar(
  db: DbOrTx,
  terms: SearchTerms,
  reach: SearchReach,
  limit: number,
): Promise<CandidateRow[]> {
  const branches: Branch[] = [];
  if (reach.workers)
    branches.push(
      similarBranch(
        { type: 'worker', from: sql`${workers}`, id: sql`${workers.id}`, title: workerTitle, fields: workerFields },
        workerName,
        terms,
        workerReach(reach),
      ),
    );
  if (reach.agencies)
    branches.push(
      similarBranch(
        {
          type: 'agency',
          from: sql`${agencies}`,
          id: sql`${agencies.id}`,
          title: sql`${agencies.name}`,
          fields: agencyFields,
        },
        sql`${agencies.searchText}`,
        terms,
        agencyReach(reach),
      ),
    );
  if (reach.tickets) branches.push(ticketTextBranch(reach, terms));
  if (reach.payrollCompanies)
    branches.push(
      similarBranch(
        {
          type: 'payrollCompany',
          from: sql`${payrollCompanies}`,
          id: sql`${payrollCompanies.id}`,
          title: sql`${payrollCompanies.name}`,
          fields: companyFields,
        },
        companyName,
        terms,
        undefined,
      ),
    );
  return readBranches(db, branches, limit);
}
