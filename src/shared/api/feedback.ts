import { z } from 'zod';
import { emailField, shortText, text } from './common.ts';

export const feedbackCategories = ['feature_request', 'bug_report', 'improvement', 'other'] as const;
export const feedbackPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const feedbackStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;

/** Feedback dialog (part 3 section 5): title up to 100, description up to 1000. */
export const feedbackBody = z.strictObject({
  title: shortText('Please fill in all required fields.', 100),
  description: shortText('Please fill in all required fields.', 1000),
  category: z.enum(feedbackCategories, { error: 'Please fill in all required fields.' }),
  priority: z.enum(feedbackPriorities).default('medium'),
  status: z.literal('open').optional(),
});
export type FeedbackBody = z.infer<typeof feedbackBody>;

/** The landing page's Get in Touch form (DECISIONS section 3). */
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

/** Manage modal (part 3 section 4): a status, and admin notes trimmed (empty clears them). */
export const updateFeedbackBody = z.strictObject({
  status: z.enum(feedbackStatuses, { error: 'Please choose a valid status' }).optional(),
  adminNotes: text()
    .trim()
    .max(2000, 'Admin notes must be at most 2000 characters')
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type UpdateFeedbackBody = z.infer<typeof updateFeedbackBody>;

/** Filters of Feedback Management; all optional. */
export const feedbackListQuery = z.strictObject({
  status: z.union([z.enum(feedbackStatuses), z.literal('')]).optional(),
  category: z.union([z.enum(feedbackCategories), z.literal('')]).optional(),
  priority: z.union([z.enum(feedbackPriorities), z.literal('')]).optional(),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;
