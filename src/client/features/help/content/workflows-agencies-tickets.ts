import type { Workflow } from '../lib/types.ts';

/** Workflows of the Agencies and Tickets tabs (docs/domain.md "Agencies" and "Tickets"). */
export const agencyAndTicketWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'work-ticket',
    title: 'Work a ticket: claim, comment, close and reopen',
    category: 'Tickets',
    description:
      'Take a ticket from the Open queue, keep the team informed with comments, close it when done and reopen it if the matter comes back.',
    difficulty: 'Easy',
    estimatedTime: '5 minutes',
    prerequisites: [
      'The reports permission opens the Tickets tab. Claiming, closing and reopening are for admin, finance and support; a client user sees and comments on its own agency’s tickets.',
    ],
    steps: [
      {
        text: 'Open the Tickets tab. Open lists unassigned tickets, Pending the ones someone has claimed, Archive the closed ones; each tab shows its count.',
        tip: 'Search by number, name, contact or notes, filter by Source, Priority, Category, Assignee or Overdue only, and sort by due date or newest. **Clear filters** removes them all.',
      },
      {
        text: 'Select **Claim** on a ticket in Open. It is assigned to you, shows In Progress and moves to Pending.',
        tip: 'Work overdue tickets first: they carry an Overdue badge and a red due date. Suggested due dates: Urgent same or next day, High within 3 days, Medium within a week, Low within a month.',
      },
      {
        text: 'Open the ticket’s comments (the Comments button shows how many there are), type in Add a comment and select **Add Comment**. The In Progress badge turns green once a ticket has comments.',
      },
      { text: 'When the matter is settled, select **Close Ticket**. The ticket moves to Archive and shows Closed.' },
      {
        text: 'If it comes back, open Archive and select **Reopen**. The ticket returns to the queue with its assignee kept.',
        tip: 'A closed ticket takes no comments (‘Comments are disabled for archived tickets’): reopen it first.',
      },
    ],
    relatedWorkflows: ['create-manual-ticket', 'log-communication'],
  },
  {
    kind: 'workflow',
    id: 'create-manual-ticket',
    title: 'Create a manual ticket',
    category: 'Tickets',
    description:
      'Raise a ticket by hand about a worker or an agency when something needs following up that did not come from a communication log.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: [
      'The reports permission (the Tickets tab). A client user raises tickets about its own agency only.',
    ],
    steps: [
      { text: 'Open the Tickets tab and select **Create Manual Ticket**.' },
      {
        text: 'Choose the Source, Worker or Agency, then find the worker (authorised workers) or the agency by typing part of the name.',
      },
      {
        text: 'Contact Person: for a worker it is filled in with the worker’s name and locked; for an agency choose one of its contacts (or type a name when it has none).',
      },
      {
        text: 'Check the Communication Method, Expected Outcome, Priority, Category and Due Date (24 hours ahead by default) and write the Description.',
        tip: 'Source, the worker or agency, Contact Person and Description are required; otherwise ‘Please fill in all required fields’.',
      },
      {
        text: 'Select **Create Ticket**. The toast says ‘Manual ticket created successfully’ and the ticket appears in Open.',
      },
    ],
    relatedWorkflows: ['work-ticket', 'log-communication'],
  },
  {
    kind: 'workflow',
    id: 'add-agency',
    title: 'Add agencies, one by one or from a CSV file',
    category: 'Agencies',
    description: 'Register a recruitment agency with its contact and address, or load many agencies from a CSV file.',
    difficulty: 'Easy',
    estimatedTime: '5 minutes',
    prerequisites: ['Adding needs the admin, finance or support role; Import CSV is for administrators only.'],
    steps: [
      { text: 'Open the Agencies tab and select **Add Agency**.' },
      {
        text: 'Enter the Agency Name, Contact Name, City and Postal Code (required), and the Contact Email, Contact Phone, Address and Business Type if known. Select **Add Agency**.',
        tip: 'Agency names are unique, whatever the capitals; the toast says ‘Agency created successfully’.',
      },
      {
        text: 'To load many agencies, select **Import CSV**, choose the CSV file and check the preview of its first rows.',
        tip: 'The file needs a header row and at least one data row; name, contact name, city and postal code are required on every row.',
      },
      {
        text: 'Select **Import Agencies**. ‘Import Complete’ gives the numbers added and skipped and lists each skipped row with its reason; select **Done**.',
      },
    ],
    relatedWorkflows: ['manage-agency', 'agency-trust-and-archive'],
  },
  {
    kind: 'workflow',
    id: 'manage-agency',
    title: 'Manage an agency: profile, contacts, documents and comments',
    category: 'Agencies',
    description:
      'Keep an agency’s details, commercial terms, contacts and documents up to date and note what happens with comments.',
    difficulty: 'Medium',
    estimatedTime: '10 minutes',
    prerequisites: [
      'The agency permission. Staff (admin, finance, support) change agencies; a client user reads its own agency and adds comments, logs and documents.',
    ],
    steps: [
      {
        text: 'On the Agencies tab, search by name, contact or city and select **View Profile** on the agency’s card. The tabs Profile, Contacts, Commercial, Documents and Communication open under it.',
      },
      {
        text: 'Profile and Commercial: click a field and change it; each field is saved on its own (Saving..., Saved).',
        tip: 'The Fee (per worker) is in pounds and charged per worker per pay week; it drives the dashboard’s Total Fee and Net Margin.',
      },
      {
        text: 'Contacts: select **Add Contact**, enter the Name and details and select **Add Contact** in the dialog. Use **Set Primary** for the main contact, **Edit** (then **Save Contact**) or **Delete** for the others.',
      },
      {
        text: 'Documents: select **Upload Document**, choose the File, the Document Type (Terms and Conditions by default) and an Expiry Date if it has one, then **Upload Document**.',
        tip: 'The summary says whether the documents are valid, expiring within 30 days or expired.',
      },
      {
        text: 'For the full record, click the agency’s name to open its page: **Edit** changes the details (**Save Changes**), **Add Comment** notes something with a tag (Call, Email, Meeting, Issue, Update, Note...).',
        tip: '**Details** on the card opens the detailed view with Workers, Payroll and Activity (the latest accesses).',
      },
    ],
    relatedWorkflows: ['agency-trust-and-archive', 'log-communication', 'add-agency'],
  },
  {
    kind: 'workflow',
    id: 'agency-trust-and-archive',
    title: 'Set an agency’s trust score and status, archive or unarchive it',
    category: 'Agencies',
    description:
      'Rate an agency from 0 to 100, set its status (Active, On Hold, Left, Going Bust) and move it to or from the archived list.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The admin role.'],
    steps: [
      {
        text: 'Open the Admin tab (Admin Control Panel); it opens on Agencies. Search by name, contact or city, or filter by status.',
        tip: 'The cards count all agencies and the trust bands: High Trust (70+), Medium Trust (50-69) and Low Trust (below 50).',
      },
      {
        text: 'In the agency’s row choose the trust score: 90 Outstanding, 80 Very Good, 70 Good, 60 Above Average, 50 Average, 40 Fair, 30 Below Average, 20 Low, 10 Very Low, 0 Not Assessed. It is saved at once.',
      },
      { text: 'Choose the status in the same row: Active, On Hold, Left or Going Bust.' },
      {
        text: 'Select **Archive** to move the agency to Archived Agencies; select **Unarchive** there to bring it back.',
        tip: 'On the agency’s own page, **Archive** asks ‘Are you sure you want to archive this agency?’ first.',
      },
    ],
    relatedWorkflows: ['manage-agency'],
  },
];
