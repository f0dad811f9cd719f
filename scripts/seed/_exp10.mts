import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedDemo } from './seed-demo.ts';
const database = openDatabase({ pgliteDir: '/tmp/exp-100k/db' });
await database.migrate();
console.log(await seedDemo(database.db, { workers: 100000, seed: 42 }));
await database.close();
