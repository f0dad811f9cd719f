/**
 * Feedback: its categories, priorities and statuses with their labels, and the Manage modal's
 * update rule (docs/domain.md "Admin, audit trail and help";
 * docs/domain.md "Feedback management"). The server and the screen use these.
 */

export const feedbackCategories = ['feature_request', 'bug_report', 'improvement', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];
export const feedbackPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof feedbackPriorities)[number];
export const feedbackStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** The longest admin note kept. */
export const ADMIN_NOTES_MAX = 2000;
/** The plain GET /api/feedback answers at most this many, newest first; the screen pages. */
export const FEEDBACK_PLAIN_LIST_LIMIT = 1000;
/** Page sizes of Feedback Management, and the first one shown. */
export const feedbackPageSizes = [10, 20, 50] as const;
export const DEFAULT_FEEDBACK_PAGE_SIZE = 10;

const labels = {
  category: {
    feature_request: 'Feature Request',
    bug_report: 'Bug Report',
    improvement: 'Improvement',
    other: 'Other',
  },
  priority: { low: 'Low', medium: 'Medium', high: 'High', urgent: 'Urgent' },
  status: { open: 'Open', in_progress: 'In Progress', resolved: 'Resolved', closed: 'Closed' },
} as const satisfies Record<string, Record<string, string>>;

export type FeedbackLabelKind = keyof typeof labels;

/** A value's label ('in_progress' is 'In Progress'); a value the lists do not know shows as received. */
export function feedbackLabel(kind: FeedbackLabelKind, value: string): string {
  return (labels[kind] as Record<string, string>)[value] ?? value;
}

/** The values of one kind with their labels, in the spec's order, for a select. */
export function feedbackOptions(kind: FeedbackLabelKind): { value: string; label: string }[] {
  return Object.entries(labels[kind]).map(([value, label]) => ({ value, label }));
}

/**
 * Admin notes as kept: trimmed, and a note blank after trimming (or null) is no note at all, so it
 * is left out and the stored notes stay as they were (docs/domain.md).
 */
export function keptAdminNotes(notes: string | null | undefined): string | undefined {
  const trimmed = notes?.trim();
  return trimmed ? trimmed : undefined;
}

/** What a Manage modal action changes: the status when given, the notes when not blank. */
export function feedbackChanges(input: {
  status?: FeedbackStatus | undefined;
  adminNotes?: string | null | undefined;
}): {
  status?: FeedbackStatus;
  adminNotes?: string;
} {
  const adminNotes = keptAdminNotes(input.adminNotes);
  return {
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(adminNotes === undefined ? {} : { adminNotes }),
  };
}

/** The Manage modal's status buttons, in the spec's order (docs/domain.md). */
export const feedbackStatusActions = [
  { status: 'in_progress', label: 'Mark In Progress', done: 'Feedback marked as in progress' },
  { status: 'resolved', label: 'Mark Resolved', done: 'Feedback marked as resolved' },
  { status: 'closed', label: 'Close', done: 'Feedback closed' },
] as const satisfies readonly { status: FeedbackStatus; label: string; done: string }[];

/** The toasts of Feedback Management (docs/domain.md; the successes are ours, docs/domain.md). */
export const feedbackMessages = {
  updateFailed: 'Failed to update feedback',
  deleteFailed: 'Failed to delete feedback',
  notesSaved: 'Admin notes saved',
  deleted: 'Feedback deleted successfully',
  nothingToUpdate: 'Send a status or admin notes to update',
  notFound: 'Feedback not found',
} as const;

/** The sentence a status change's toast says, e.g. 'Feedback marked as resolved'. */
export function statusChangeMessage(status: FeedbackStatus): string {
  return feedbackStatusActions.find((a) => a.status === status)?.done ?? 'Feedback updated successfully';
}

/** Who sent it as one line: 'Sam Support (sam@example.com)'; a missing part is left out. */
export function feedbackSender(item: {
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
}): string {
  const name = [item.userFirstName, item.userLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const email = item.userEmail?.trim();
  if (name && email) return `${name} (${email})`;
  return name || email || 'Unknown sender';
}
