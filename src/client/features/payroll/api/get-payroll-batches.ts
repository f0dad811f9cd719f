import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payrollBatch, payrollPaths, RECENT_UPLOADS } from '../../../../shared/api/payroll.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { payrollKeys } from './payroll-keys.ts';

/** GET /api/payroll-records/batches: the latest uploads, newest first (docs/domain.md: 5). */
export const getPayrollBatches = () =>
  api.get(withQuery(payrollPaths.batches.build(), { limit: RECENT_UPLOADS }), z.array(payrollBatch));

export const payrollBatchesQueryOptions = () =>
  queryOptions({ queryKey: payrollKeys.batches(), queryFn: getPayrollBatches });

export const usePayrollBatches = () => useQuery(payrollBatchesQueryOptions());
