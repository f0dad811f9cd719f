import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_UPLOADS, type PayrollBatch } from '../../../../shared/api/payroll.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { payrollKeys } from './payroll-keys.ts';

/** GET /api/payroll-records/batches: the latest uploads, newest first (docs/domain.md: 5). */
export const getPayrollBatches = () =>
  api.get<PayrollBatch[]>(withQuery('/api/payroll-records/batches', { limit: RECENT_UPLOADS }));

export const payrollBatchesQueryOptions = () =>
  queryOptions({ queryKey: payrollKeys.batches(), queryFn: getPayrollBatches });

export const usePayrollBatches = () => useQuery(payrollBatchesQueryOptions());
