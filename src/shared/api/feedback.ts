import { z } from 'zod';
import { emailField, shortText } from './common.ts';

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
