import { describe, expect, it } from 'vitest';
import {
  ageOn,
  buildDemoDocuments,
  buildDemoWorker,
  createNiNumberPool,
  randomAccountNumber,
  randomBankDetails,
  randomMobile,
  randomNiNumber,
  randomPostCode,
  randomSortCode,
  type DemoWorker,
} from '../../scripts/seed/generators.ts';
import { readSeedArguments } from '../../scripts/seed/demo-arguments.ts';
import { createRng } from '../../scripts/seed/random.ts';
import { buildDemoTicket, type TicketPeople } from '../../scripts/seed/ticket-builder.ts';
import { isTicketOverdue, ticketCategories, ticketPriorities, ticketTabOf } from '../../src/shared/domain/tickets.ts';
import { towns } from '../../scripts/seed/uk-data.ts';
import { completionPercentage, missingRequiredFields } from '../../src/shared/domain/worker-completion.ts';
import { cleanWorkerFields, workerTextFields, type WorkerTextField } from '../../src/shared/domain/worker-fields.ts';
import { nextStatus, type WorkerStatus } from '../../src/shared/domain/worker-status.ts';
import {
  isValidNiNumber,
  isValidPostCode,
  isValidTaxCode,
  validateAccountNumber,
  validatePhone,
  validateSortCode,
} from '../../src/shared/domain/uk-validators.ts';
import { bankDetailsWarning } from '../../src/shared/domain/bank-check.ts';

const TODAY = '2025-06-15';
const NOW = new Date('2025-06-15T12:00:00Z');
const SAMPLES = 3000;

function demoWorkers(count: number, seed = 11): DemoWorker[] {
  const rng = createRng(seed);
  const niNumber = createNiNumberPool(rng, []);
  const refs = {
    agencies: [
      { id: 1, weight: 3 },
      { id: 2, weight: 1 },
    ],
    payrollCompanyIds: [7, 8],
  };
  return Array.from({ length: count }, (_, i) =>
    buildDemoWorker(rng, refs, { today: TODAY, now: NOW, niNumber, employeeReference: `DEMO-T-${i}` }),
  );
}
const workersSample = demoWorkers(SAMPLES);
const share = (test: (w: DemoWorker) => boolean) => workersSample.filter(test).length / SAMPLES;

describe('UK identifiers of the demo data', () => {
  const rng = createRng(3);

  it('NI numbers follow the HMRC rules (the shared validator)', () => {
    for (let i = 0; i < 5000; i += 1) {
      const ni = randomNiNumber(rng);
      expect(isValidNiNumber(ni), ni).toBe(true);
    }
  });

  it('the NI number pool never repeats a number, nor one already taken', () => {
    const taken = Array.from({ length: 2000 }, () => randomNiNumber(createRng(99)));
    const next = createNiNumberPool(createRng(99), taken);
    const drawn = Array.from({ length: 20_000 }, () => next());
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.some((ni) => taken.includes(ni))).toBe(false);
  });

  it('post codes keep the BS 7666 rules (the shared validator) on the outward code of their town', () => {
    for (const town of towns) {
      for (const outward of town.outwardCodes) expect(isValidPostCode(`${outward} 1AA`), outward).toBe(true);
      for (let i = 0; i < 20; i += 1) {
        const postCode = randomPostCode(rng, town);
        expect(isValidPostCode(postCode), postCode).toBe(true);
        expect(town.outwardCodes).toContain(postCode.split(' ')[0]);
      }
    }
  });

  it('sort codes are 6 digits written 00-00-00, account numbers 8 digits, phones 11 digits from 07', () => {
    for (let i = 0; i < 2000; i += 1) {
      const sortCode = randomSortCode(rng);
      expect(sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
      expect(validateSortCode(sortCode)).toBeNull();
      expect(validateAccountNumber(randomAccountNumber(rng))).toBeNull();
      const bank = randomBankDetails(rng);
      expect(bankDetailsWarning(bank.sortCode, bank.accountNumber)).toBeNull();
      const phone = randomMobile(rng);
      expect(phone).toMatch(/^07\d{9}$/);
      expect(validatePhone(phone)).toBeNull();
    }
  });
});

describe('a demo worker', () => {
  it('passes every worker field rule of the server as stored (formatted and valid)', () => {
    for (const worker of workersSample) {
      const text = Object.fromEntries(workerTextFields.map((f) => [f, worker[f] ?? null])) as Record<
        WorkerTextField,
        string | null
      >;
      const { values, issues } = cleanWorkerFields(text);
      expect(issues, JSON.stringify(text)).toEqual([]);
      expect(values).toEqual(text);
    }
  });

  it('is 18 to 65 years old, started work after 16 and left (if at all) after starting', () => {
    for (const w of workersSample.filter((x) => x.dateOfBirth)) {
      const age = ageOn(w.dateOfBirth!, TODAY);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(65);
      if (w.workStartDate) expect(ageOn(w.dateOfBirth!, w.workStartDate)).toBeGreaterThanOrEqual(16);
      if (w.p45Date && w.workStartDate) expect(w.p45Date > w.workStartDate).toBe(true);
      if (w.niCategory === 'M') expect(age).toBeLessThan(21);
      expect(w.createdAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('stores the completion the shared rule gives, and a status the automatic transitions keep', () => {
    for (const w of workersSample) {
      expect(w.completionPercentage).toBe(completionPercentage(w));
      const state = {
        status: w.status as WorkerStatus,
        authorised: w.authorised!,
        completionPercentage: w.completionPercentage!,
      };
      expect(nextStatus(state, w), JSON.stringify(state)).toBe(w.status);
      if (w.status === 'left') expect(w.p45Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      else expect(w.p45Date).toBeNull();
      if (w.authorised && w.status === 'active') expect(w.completionPercentage).toBe(100);
      if (w.authorised && w.status === 'on_hold') expect(missingRequiredFields(w).length).toBeGreaterThan(0);
      expect(w.authorisedAt === null).toBe(!w.authorised);
    }
  });

  it('spreads over statuses, completion and tax codes the way an office sees them', () => {
    expect(share((w) => w.authorised === true && w.status === 'active')).toBeGreaterThan(0.5);
    for (const status of ['on_hold', 'pending', 'left'] as const)
      expect(
        share((w) => w.status === status),
        status,
      ).toBeGreaterThan(0.04);
    expect(share((w) => w.authorised === false && w.status === 'active')).toBeGreaterThan(0.02);
    expect(share((w) => (w.completionPercentage ?? 0) < 100)).toBeGreaterThan(0.15);
    expect(share((w) => w.taxCode === '1257L')).toBeGreaterThan(0.5);
    expect(new Set(workersSample.map((w) => w.taxCode)).size).toBeGreaterThan(5);
    expect(new Set(workersSample.map((w) => w.lastName)).size).toBeGreaterThan(100);
    expect(new Set(workersSample.map((w) => w.niNumber).filter(Boolean)).size).toBe(
      workersSample.filter((w) => w.niNumber).length,
    );
    expect(share((w) => w.status !== 'left' && !w.authorised && (w.completionPercentage ?? 0) < 100)).toBeGreaterThan(
      0.1,
    );
    for (const w of workersSample) {
      if (w.taxCode && isValidTaxCode(w.taxCode) === false) throw new Error(`invalid tax code ${w.taxCode}`);
    }
  });

  it('is the same for the same seed', () => {
    const strip = (list: DemoWorker[]) =>
      list.map(({ createdAt: _c, updatedAt: _u, authorisedAt: _a, ...rest }) => rest);
    expect(strip(demoWorkers(50, 5))).toEqual(strip(demoWorkers(50, 5)));
  });
});

describe('demo documents', () => {
  it('are of distinct types, PDFs, with an expiry date exactly for the types that have one', () => {
    const rng = createRng(4);
    let fullSets = 0;
    for (let i = 0; i < 500; i += 1) {
      const docs = buildDemoDocuments(rng, { lastName: "O'Brien" }, TODAY);
      const types = docs.map((d) => d.documentType);
      expect(new Set(types).size).toBe(types.length);
      if (['passport', 'right_to_work', 'national_insurance'].every((t) => types.includes(t as never))) fullSets += 1;
      for (const d of docs) {
        expect(d.originalFileName).toMatch(/^[a-z-]+-obrien\.pdf$/);
        expect(d.expiryDate === null).toBe(
          ['right_to_work', 'national_insurance', 'p45', 'cv', 'other'].includes(d.documentType),
        );
      }
    }
    expect(fullSets).toBeGreaterThan(100);
  });
});

describe('demo tickets', () => {
  const people: TicketPeople = {
    workers: [{ id: 1, name: 'Maria Lopez', agencyId: 7, contacts: ['Maria Lopez'] }],
    agencies: [{ id: 7, name: 'NORTHERN STAFFING LTD', agencyId: 7, contacts: ['Jane Contact', 'Tom Hale'] }],
    staff: [
      { id: 3, name: 'Sunita Patel' },
      { id: 4, name: 'Owen Jones' },
    ],
  };
  const tickets = (count: number, who: TicketPeople = people) => {
    const rng = createRng(21);
    return Array.from({ length: count }, () => buildDemoTicket(rng, who, NOW));
  };
  const shareOf = (list: ReturnType<typeof tickets>, test: (p: ReturnType<typeof tickets>[number]) => boolean) =>
    list.filter(test).length / list.length;

  it('are about 25% Open, 20% Pending and 55% Archive, some overdue, some commented', () => {
    const list = tickets(SAMPLES);
    const tab = (name: string) => shareOf(list, (p) => ticketTabOf(p.ticket) === name);
    expect(tab('open')).toBeCloseTo(0.25, 1);
    expect(tab('pending')).toBeCloseTo(0.2, 1);
    expect(tab('archive')).toBeCloseTo(0.55, 1);
    const working = list.filter((p) => ticketTabOf(p.ticket) !== 'archive');
    expect(shareOf(working, (p) => isTicketOverdue(p.ticket, NOW))).toBeCloseTo(0.3, 1);
    expect(shareOf(list, (p) => p.comments.length > 0)).toBeGreaterThan(0.2);
    for (const priority of ticketPriorities) expect(list.some((p) => p.ticket.priority === priority)).toBe(true);
    for (const category of ticketCategories) expect(list.some((p) => p.ticket.category === category)).toBe(true);
  });

  it("hold together: due = created + SLA, claimed by staff when pending, comments within the ticket's life", () => {
    for (const { ticket, comments, raisedByLog } of tickets(SAMPLES)) {
      expect(ticket.dueDate.getTime() - ticket.createdAt.getTime()).toBe(ticket.slaHours * 3_600_000);
      expect(ticket.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(ticket.commentCount).toBe(comments.length);
      expect(ticket.isManual).toBe(!raisedByLog);
      if (raisedByLog) expect([ticket.outcome, ticket.slaHours]).toEqual(['Raise Ticket', 24]);
      if (ticket.status === 'in-progress') {
        expect(people.staff).toContainEqual({ id: ticket.assignedTo, name: ticket.assignedToName });
        expect(ticket.assignedAt!.getTime()).toBeGreaterThanOrEqual(ticket.createdAt.getTime());
      }
      expect(ticket.status === 'open').toBe(ticket.assignedTo === null && ticketTabOf(ticket) === 'open');
      if (ticket.source === 'worker') expect(ticket).toMatchObject({ contactPerson: 'Maria Lopez', agencyId: 7 });
      else expect(['Jane Contact', 'Tom Hale']).toContain(ticket.contactPerson);
      for (const comment of comments) {
        expect(comment.createdAt.getTime()).toBeGreaterThanOrEqual(ticket.createdAt.getTime());
        expect(comment.createdAt.getTime()).toBeLessThanOrEqual(ticket.updatedAt.getTime());
      }
      expect(ticket.notes).not.toMatch(/[{}]/);
    }
  });

  it('stay unassigned, Open or archived, when there is no member of staff to claim them', () => {
    const list = tickets(500, { ...people, staff: [] });
    expect(list.every((p) => p.ticket.assignedTo === null && p.ticket.createdBy === null)).toBe(true);
    expect(list.some((p) => ticketTabOf(p.ticket) === 'pending')).toBe(false);
    expect(shareOf(list, (p) => ticketTabOf(p.ticket) === 'open')).toBeCloseTo(0.45, 1);
  });
});

describe('seed:demo flags', () => {
  it('defaults to 8 weeks of payroll and takes --payroll-weeks from 0 to 104', () => {
    expect(readSeedArguments([])).toMatchObject({ workers: 1000, tickets: 60, payrollWeeks: 8, documents: true });
    expect(readSeedArguments(['--workers', '100000', '--payroll-weeks', '10'])).toMatchObject({
      workers: 100_000,
      payrollWeeks: 10,
    });
    expect(readSeedArguments(['--payroll-weeks', '0'])).toMatchObject({ payrollWeeks: 0 });
    for (const bad of ['-1', '105', '2.5', 'ten'])
      expect(() => readSeedArguments([`--payroll-weeks=${bad}`])).toThrow(
        '--payroll-weeks must be a whole number from 0 to 104',
      );
    expect(readSeedArguments(['--help'])).toBe('help');
  });
});
