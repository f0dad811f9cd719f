import type { Workflow } from '../lib/types.ts';

/** Saved views, bulk actions and My Work (docs/domain.md "Saved views", "Bulk actions", "My work"). */
export const powerUseWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'save-a-view',
    title: 'Save a view of a list and share it',
    category: 'Lists',
    description:
      'Keep the Workers or Tickets list as you set it up (tab, search, filters, sort, page size, columns) under a name, see its count at a glance, and send it to a colleague.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['Anyone who can open the list keeps views of it; only an administrator shares one with everyone.'],
    steps: [
      {
        text: 'Open Workers or Tickets and set the list up: the tab, a search, the filters, the sort; in the workers Table view, the columns you want.',
      },
      {
        text: 'Select **Save view** beside Saved views, type a View name and select **Save view**. An administrator may tick **Share with everyone** first.',
        tip: 'Names are your own: you cannot keep two views of a list with the same name.',
      },
      {
        text: 'The view appears among the Saved views with how many rows it holds now, counted every minute. Select it to open the list that way; the one shown now is highlighted.',
      },
      {
        text: 'A view is an address: bookmark it, or copy it from the view’s link and send it. Whoever opens it sees the same list, within what they may see.',
      },
      {
        text: 'On your own view, the options menu offers **Save current filters here**, sharing for administrators, and **Delete view**.',
      },
    ],
    relatedWorkflows: ['bulk-actions', 'my-work'],
  },
  {
    kind: 'workflow',
    id: 'bulk-actions',
    title: 'Act on many tickets or workers at once, and undo',
    category: 'Lists',
    description:
      'Claim, assign, close or re-prioritise many tickets, or move workers to Left, ask them for a document or export them, in one go, and undo it for ten minutes.',
    difficulty: 'Medium',
    estimatedTime: '3 minutes',
    prerequisites: [
      'Tickets: admin, finance and support. Workers: anyone with the Workers tab; a client user acts on its own agency’s workers only.',
    ],
    steps: [
      {
        text: 'Tick the rows you want, or **Select all on this page**; once the page is ticked you can select every row that matches the filter, across pages.',
      },
      {
        text: 'Choose the action: for tickets **Claim**, **Assign**, **Set priority** or **Close**; for workers **Move to Left**, **Request document** or **Export**.',
      },
      {
        text: 'The confirmation says what will happen and to how many (‘Close 30 tickets?’). Confirm it.',
        tip: 'If the list changed since you chose every match, nothing is done and you are asked to check the list again.',
      },
      {
        text: 'The result says what was done and lists each row that could not be, with the reason (‘28 closed, 2 could not be’).',
      },
      {
        text: 'Changed your mind? Select **Undo** within 10 minutes. Rows someone changed since are left as they are and listed.',
        tip: 'A document request cannot be undone: close the tickets it raised instead.',
      },
    ],
    relatedWorkflows: ['save-a-view', 'work-ticket'],
  },
  {
    kind: 'workflow',
    id: 'my-work',
    title: 'My Work: see what waits for you',
    category: 'Lists',
    description:
      'One screen with your open tickets, right-to-work follow-ups and expiring documents, and for administrators access requests and subject access requests, the earliest due first.',
    difficulty: 'Easy',
    estimatedTime: '1 minute',
    prerequisites: ['Every signed-in user; each kind shows to the people who handle it.'],
    steps: [
      { text: 'Select **My Work** in the header.' },
      {
        text: 'Each kind shows how many wait; the table lists the first of each, the earliest due first, overdue ones in red.',
      },
      { text: 'Select an item to open it: the ticket, the worker, or the admin tab that handles the request.' },
      { text: 'Use the Show all link of a kind to see every item of it.' },
    ],
    relatedWorkflows: ['save-a-view', 'bulk-actions'],
  },
];
