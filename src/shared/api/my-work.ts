import { z } from 'zod';
import { MY_WORK_PAGE_SIZE, myWorkKinds } from '../domain/my-work.ts';
import { apiPath } from './paths.ts';

/** My Work (docs/domain.md, "My work"). */
export const myWorkPaths = { mine: apiPath('/api/my-work') };

/** Without kind: each kind's first items and totals; with kind: one page of that kind alone. */
export const myWorkQuery = z.strictObject({
  kind: z.enum(myWorkKinds).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(MY_WORK_PAGE_SIZE),
});
export type MyWorkQuery = z.input<typeof myWorkQuery>;

export const myWorkItem = z.object({
  kind: z.enum(myWorkKinds),
  /** The record's id: the ticket, the worker (right to work, documents), the request. */
  id: z.number(),
  title: z.string(),
  detail: z.string(),
  /** The day it is due (Europe/London); a waiting access request's is the day it arrived. */
  dueDate: z.string(),
  /** A ticket's due moment; null for the kinds due on a day. */
  dueAt: z.string().nullable(),
  isOverdue: z.boolean(),
  url: z.string(),
});
export type MyWorkItem = z.infer<typeof myWorkItem>;

export const myWorkSection = z.object({
  kind: z.enum(myWorkKinds),
  title: z.string(),
  total: z.number(),
  showAllUrl: z.string(),
});
export type MyWorkSection = z.infer<typeof myWorkSection>;

/** The summary: the kinds the user sees with their totals, and their first items merged, due date first. */
export const myWorkAnswer = z.object({ sections: z.array(myWorkSection), items: z.array(myWorkItem) });
export type MyWorkAnswer = z.infer<typeof myWorkAnswer>;

export const myWorkPage = z.object({
  kind: z.enum(myWorkKinds),
  items: z.array(myWorkItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MyWorkPage = z.infer<typeof myWorkPage>;
