import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { createRng } from './random.ts';
import { buildDemoWorker, createNiNumberPool } from './generators.ts';
const mode = process.argv[2];
const database = openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
const db = database.db;
await db.execute(sql`insert into agencies (name, city, postal_code, contact_name) values ('A','x','y','z')`);
if (mode?.includes('nogin')) await db.execute(sql`drop index workers_search_trgm`);
if (mode?.includes('pend')) await db.execute(sql`set gin_pending_list_limit = '64MB'`);
const rng = createRng(5);
const ni = createNiNumberPool(rng, []);
const refs = { agencies: [{ id: 1, weight: 1 }], payrollCompanyIds: [] as number[] };
let t = performance.now();
const rows: any[] = [];
for (let i = 0; i < 30000; i++) { const w: any = buildDemoWorker(rng, { ...refs, payrollCompanyIds: [null as any] }, { today: '2025-06-01', now: new Date(), niNumber: ni, employeeReference: 'X' + i }); rows.push(w); }
console.log('gen', Math.round(performance.now() - t));
const cols = ['first_name','last_name','title','initial','gender','marital_status','nationality','date_of_birth','email','phone','address_line1','city','county','post_code','account_name','sort_code','account_number','ni_number','work_start_date','payment_frequency','ni_category','tax_code','wk1_mth1_basis','agency_id','completion_percentage','authorised','status','created_at','updated_at'];
const keys = ['firstName','lastName','title','initial','gender','maritalStatus','nationality','dateOfBirth','email','phone','addressLine1','city','county','postCode','accountName','sortCode','accountNumber','niNumber','workStartDate','paymentFrequency','niCategory','taxCode','wk1Mth1Basis','agencyId','completionPercentage','authorised','status','createdAt','updatedAt'];
t = performance.now();
let tj = 0;
for (let i = 0; i < 30000; i += 5000) {
  const t0 = performance.now();
  const json = JSON.stringify(rows.slice(i, i + 5000).map((r) => Object.fromEntries(keys.map((k, j) => [cols[j], r[k] ?? null]))));
  tj += performance.now() - t0;
  const list = sql.raw(cols.join(','));
  await db.transaction(async (tx) => { if (mode?.includes('big')) await tx.execute(sql`set local gin_pending_list_limit = '1GB'`); await tx.execute(sql`insert into workers (${list}) select ${list} from json_populate_recordset(null::workers, ${json}::json)`); });
}
console.log(mode, 'insert', Math.round(performance.now() - t), 'json', Math.round(tj));
if (mode?.includes('big')) { t = performance.now(); await db.execute(sql`set maintenance_work_mem = '256MB'`); await db.execute(sql`select gin_clean_pending_list('workers_search_trgm'::regclass)`); console.log('clean', Math.round(performance.now() - t)); }
if (mode?.includes('nogin')) { t = performance.now(); await db.execute(sql.raw(`create index workers_search_trgm on workers using gin (search_text gin_trgm_ops)`)); console.log('create gin', Math.round(performance.now() - t)); }
await database.close();
