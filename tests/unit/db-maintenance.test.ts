import { describe, expect, it } from 'vitest';
import { tablesNeedingCare } from '../../src/server/db/maintenance.ts';

describe('tablesNeedingCare (autovacuum default thresholds: 50 + 20% dead, 50 + 10% changed)', () => {
  it.each([
    // table rows, dead rows, changed since analyse -> vacuum, analyse
    [100_000, 20_051, 0, true, false],
    [100_000, 20_050, 0, false, false],
    [100_000, 0, 10_051, false, true],
    [100_000, 0, 10_050, false, false],
    [100_000, 30_000, 30_000, true, true],
    [0, 51, 51, true, true],
    [0, 50, 50, false, false],
  ])(
    '%i rows, %i dead, %i changed: vacuum %s, analyse %s',
    (liveRows, deadRows, changedSinceAnalyse, vacuum, analyse) => {
      const care = tablesNeedingCare([{ table: 'workers', liveRows, deadRows, changedSinceAnalyse }]);
      expect(care).toEqual(vacuum || analyse ? [{ table: 'workers', vacuum, analyse }] : []);
    },
  );
});
