import { z } from 'zod';
import { idValue, text } from './common.ts';
import { commentTags } from '../domain/agencies.ts';
import { apiPath } from './paths.ts';

/** Comments: added at the address the contract names, listed per agency. */
export const agencyCommentPaths = {
  create: apiPath('/api/comments'),
  list: apiPath('/api/agencies/:id/comments'),
};

/** Comments on an agency, optionally about one of its workers (docs/domain.md, Agencies). */
export const commentMessages = {
  contentRequired: 'Comment content is required',
  tag: `Tag must be one of ${commentTags.join(', ')}`,
  workerNotInAgency: 'The worker does not belong to this agency',
} as const;

/** POST /api/comments: tags accepted in any case and stored lower case (docs/domain.md). */
export const commentBody = z.strictObject({
  content: text(commentMessages.contentRequired)
    .trim()
    .min(1, commentMessages.contentRequired)
    .max(5000, 'Comments must be 5000 characters or fewer'),
  tag: z
    .union([
      text()
        .trim()
        .toLowerCase()
        .pipe(z.enum(commentTags, { error: commentMessages.tag })),
      z.literal(''),
    ])
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** Numeric (docs/domain.md, Agencies): a number, or a string of digits as a form sends it. */
  agencyId: idValue,
  workerId: z
    .union([idValue, z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
});
export type CommentBody = z.input<typeof commentBody>;
export type CleanComment = z.output<typeof commentBody>;

/** createdBy is the author's name as shown; createdById the user's id. */
export const agencyComment = z.object({
  id: z.number(),
  content: z.string(),
  tag: z.string().nullable(),
  agencyId: z.number(),
  workerId: z.number().nullable(),
  workerName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdById: z.number().nullable(),
  createdAt: z.string(),
});
export type AgencyComment = z.infer<typeof agencyComment>;

/** GET /api/agencies/{id}/comments: newest first, paged. */
export const commentListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const commentPage = z.object({
  items: z.array(agencyComment),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CommentPage = z.infer<typeof commentPage>;
