import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDemo } from './seed-demo.ts';
const mode = process.argv[2];
const database = openDatabase({ pgliteDir: 'memory://' });
await database.migrate();
if (mode === 'nogin') await database.db.execute(sql`drop index workers_search_trgm`);
if (mode === 'noidx') { for (const i of ['workers_search_trgm','workers_email_idx','workers_tab_idx','workers_agency_tab_idx','workers_work_start_idx']) await database.db.execute(sql.raw(`drop index ${i}`)); }
const r = await seedDemo(database.db, { workers: 30000, seed: 1, log: console.log });
console.log(mode, r.elapsedMs);
await database.close();
