import { z } from 'zod';
import {
  ADMIN_NOTES_MAX,
  feedbackCategories,
  feedbackChanges,
  feedbackMessages,
  feedbackPriorities,
  feedbackStatuses,
} from '../domain/feedback.ts';
import { pageFields, paged } from './admin.ts';
import { emailField, shortText, text } from './common.ts';
import { apiPath } from './paths.ts';

/** Feedback; the public contact form posts to /api/contact. */
export const feedbackPaths = {
  list: apiPath('/api/feedback'),
  one: apiPath('/api/feedback/:id'),
  contact: apiPath('/api/contact'),
};

export { feedbackCategories, feedbackPriorities, feedbackStatuses };

const requiredText = text('Please fill in all required fields.').trim().min(1, 'Please fill in all required fields.');

/** Feedback dialog (docs/domain.md): title up to 100, description up to 1000. */
export const feedbackBody = z.strictObject({
  title: requiredText.max(100, 'Title must be at most 100 characters'),
  description: requiredText.max(1000, 'Description must be at most 1000 characters'),
  category: z.enum(feedbackCategories, { error: 'Please fill in all required fields.' }),
  priority: z.enum(feedbackPriorities).default('medium'),
  status: z.literal('open').optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** The landing page's Get in Touch form (docs/domain.md). */
export const contactBody = z.strictObject({
  name: shortText('Name is required', 100),
  email: emailField(),
  message: shortText('Message is required', 1000),
});
export type ContactBody = z.infer<typeof contactBody>;

/** Feedback as admins see it; contact-form entries carry the visitor's name and e-mail as the user's. */
export const feedbackItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.string(),
  status: z.string(),
  adminNotes: z.string().nullable(),
  userId: z.number().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  userEmail: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

/**
 * Manage modal (docs/domain.md): a status and/or admin notes. Notes are trimmed; notes blank
 * after trimming (or null) are left out, so the stored notes stay (docs/domain.md).
 */
export const updateFeedbackBody = z
  .strictObject({
    status: z.enum(feedbackStatuses, { error: 'Please choose a valid status' }).optional(),
    adminNotes: text()
      .trim()
      .max(ADMIN_NOTES_MAX, `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`)
      .nullable()
      .optional(),
  })
  .transform(feedbackChanges)
  .refine((changes) => Object.keys(changes).length > 0, feedbackMessages.nothingToUpdate);
export type UpdateFeedbackBody = z.output<typeof updateFeedbackBody>;
export type UpdateFeedbackInput = z.input<typeof updateFeedbackBody>;

const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();

/**
 * GET /api/feedback: without page the plain list (docs/domain.md) (newest first, at most
 * FEEDBACK_PLAIN_LIST_LIMIT); with page the paged shape. Filters are optional, '' meaning all.
 */
export const feedbackListQuery = z.strictObject({
  ...pageFields,
  status: filterOf(feedbackStatuses),
  category: filterOf(feedbackCategories),
  priority: filterOf(feedbackPriorities),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

export const feedbackPage = paged(feedbackItem);
export type FeedbackPage = z.infer<typeof feedbackPage>;
