import { createRng } from './random.ts';
import { buildDemoWorker, createNiNumberPool } from './generators.ts';
const rng = createRng(5);
const ni = createNiNumberPool(rng, []);
const refs = { agencies: Array.from({length: 50}, (_, i) => ({ id: i, weight: 1/(i+1) })), payrollCompanyIds: [1,2,3] };
for (let k = 0; k < 3; k++) {
let t = performance.now();
for (let i = 0; i < 30000; i++) buildDemoWorker(rng, refs, { today: '2025-06-01', now: new Date(), niNumber: ni, employeeReference: 'X' + i });
console.log('gen', Math.round(performance.now() - t));
}
