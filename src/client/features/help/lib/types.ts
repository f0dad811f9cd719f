/**
 * The Help Center's entries (docs/domain.md): every entry has an id, a title, a
 * category and a description; workflows add difficulty, estimated time, prerequisites, steps and
 * related workflows; errors add symptoms, quick fix, steps, prevention tips and related errors.
 *
 * Markup: a control's label is written **Label**, exactly as the product shows it (a button, a link
 * that acts as one, a menu item). tests/unit/help-content.test.ts checks that every **Label**
 * exists in src/client, so the guide cannot drift from the screens. Nothing else is written in bold.
 */

/** The dialog's three tabs. */
export type HelpTab = 'help' | 'workflows' | 'errors';

export type Difficulty = 'Easy' | 'Medium';

/** The six error-card kinds of docs/domain.md. */
export const errorCardKinds = [
  'login-failed',
  'validation-error',
  'upload-error',
  'duplicate-data',
  'permission-denied',
  'connection-error',
] as const;
export type ErrorCardKind = (typeof errorCardKinds)[number];

/** One step: what to do, with an optional tip beside it. */
export type HelpStep = { readonly text: string; readonly tip?: string };

type EntryBase = {
  /** Unique across all three tabs (kebab-case). */
  readonly id: string;
  readonly title: string;
  readonly category: string;
  readonly description: string;
};

/** A Help tab entry: Getting Started, the Quick Start Guide and one topic per area. */
export type HelpTopic = EntryBase & {
  readonly kind: 'topic';
  /** What the area holds and how it behaves, one sentence each. */
  readonly points: readonly string[];
  /** Numbered steps (the Quick Start Guide). */
  readonly steps?: readonly HelpStep[];
  /** Workflows to read next (ids). */
  readonly relatedWorkflows?: readonly string[];
};

/** A Workflows tab entry: one job a user does, step by step. */
export type Workflow = EntryBase & {
  readonly kind: 'workflow';
  readonly difficulty: Difficulty;
  /** As shown, e.g. '5 minutes'. */
  readonly estimatedTime: string;
  /** Who may do it and what must exist first. */
  readonly prerequisites: readonly string[];
  readonly steps: readonly HelpStep[];
  /** Ids of other workflows. */
  readonly relatedWorkflows: readonly string[];
};

/** An Error Guide entry: one kind of error, what it looks like and how to get past it. */
export type ErrorGuideEntry = EntryBase & {
  readonly kind: 'error';
  /** The error card this entry answers for (docs/domain.md), when it is one of the six. */
  readonly cardKind?: ErrorCardKind;
  /** What the user sees: messages quoted exactly as the product shows them. */
  readonly symptoms: readonly string[];
  readonly quickFix: string;
  readonly steps: readonly HelpStep[];
  readonly preventionTips: readonly string[];
  /** Ids of other Error Guide entries. */
  readonly relatedErrors: readonly string[];
  /** The generic 'Error Detected' card offers Retry, which reloads the page. */
  readonly offersRetry?: boolean;
};

export type HelpEntry = HelpTopic | Workflow | ErrorGuideEntry;

/** Which tab shows an entry. */
export const tabOfEntry = (entry: HelpEntry): HelpTab =>
  entry.kind === 'topic' ? 'help' : entry.kind === 'workflow' ? 'workflows' : 'errors';
