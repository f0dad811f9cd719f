import { adminLists } from './admin-lists.ts';
import { answerParsing } from './answer-parsing.ts';
import { agencyList } from './agency-list.ts';
import { auditTrail } from './audit-trail.ts';
import { clientSize } from './client-size.ts';
import { coldStart } from './cold-start.ts';
import { documentBombs } from './document-bombs.ts';
import { heavyWork } from './heavy-work.ts';
import { listProfile } from './list-profile.ts';
import { load } from './load.ts';
import { login } from './login.ts';
import { nightlyPurge } from './nightly-purge.ts';
import { notifications } from './notifications.ts';
import { payroll } from './payroll.ts';
import { reports } from './reports.ts';
import { rtwList } from './rtw-list.ts';
import { searchBench } from './search.ts';
import { savedViews } from './saved-views.ts';
import { seedBench } from './seed.ts';
import { subjectAccess } from './subject-access.ts';
import { ticketQueue } from './ticket-queue.ts';
import type { Benchmark } from './types.ts';
import { workerExport } from './worker-export.ts';
import { workerImport } from './worker-import.ts';
import { workerList } from './worker-list.ts';
import { workerScreen } from './worker-screen.ts';

/**
 * Every benchmark, in the order npm run bench runs them. A new one (worker list, export...) is a
 * module exporting a Benchmark, added here; it gets the fixture and the shared warm server.
 */
export const benchmarks: Benchmark[] = [
  coldStart,
  login,
  clientSize,
  workerList,
  rtwList,
  workerScreen,
  agencyList,
  adminLists,
  ticketQueue,
  searchBench,
  savedViews,
  payroll,
  notifications,
  auditTrail,
  subjectAccess,
  nightlyPurge,
  reports,
  seedBench,
  workerExport,
  workerImport,
  documentBombs,
  load,
  listProfile,
  answerParsing,
  heavyWork,
];
