import type { Workflow } from '../lib/types.ts';

/** Workflows of the Admin Control Panel and the audit trail (docs/domain.md). */
export const adminWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'approve-access-request',
    title: 'Approve or reject an access request',
    category: 'Administration',
    description:
      'Turn a visitor’s access request into a user account with the right role, or turn it down with a reason.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The admin role.', 'For a client user, the agency it will work for exists.'],
    steps: [
      {
        text: 'Open the Admin tab and its Access Requests tab (or go to /admin). Pending Requests on the cards counts what waits.',
      },
      {
        text: 'Select **Approve** on a pending request. Choose the Access Level: Client (one agency’s workers, agencies and payroll), Support, Finance or Admin.',
        tip: 'For Client choose the Agency too; a client user sees only that agency’s data.',
      },
      {
        text: 'Type an Initial Password of at least 8 characters and select **Approve**. The user is created and e-mailed the sign-in address (never the password); they must change the password at first sign-in.',
        tip: 'Tell the user the initial password another way, for example by phone.',
      },
      {
        text: 'To turn a request down, select **Reject**, give the Reason (it is e-mailed to the requester) and select **Reject**.',
      },
      {
        text: 'Select **View** on a request already handled to see who processed it and when, and any rejection reason.',
        tip: 'Requests handled more than 30 days ago are expired: **Cleanup Expired Requests** deletes them after asking.',
      },
    ],
    relatedWorkflows: ['create-user-and-change-role'],
  },
  {
    kind: 'workflow',
    id: 'create-user-and-change-role',
    title: 'Create a user and change a role',
    category: 'Administration',
    description: 'Give a colleague an account directly, edit their details or move them to another role.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The admin role.'],
    steps: [
      { text: 'Open the Admin tab and its User Management tab (or go to /admin-dashboard).' },
      {
        text: 'Select **Create User**. Enter the Email, First Name, Last Name, a Password of at least 8 characters and the Role; for a client choose the Agency. Select **Create User**.',
        tip: 'Client users must be assigned to an agency to access data. The user changes the password at first sign-in.',
      },
      { text: 'To correct a name or e-mail, select **Edit** in the user’s row and **Save Changes**.' },
      {
        text: 'To move someone to another role, select **Change Role**, choose the Role (and the agency for a client) and select **Update Role**.',
        tip: 'Changing a role signs the user out everywhere, so the new permissions apply at once.',
      },
    ],
    relatedWorkflows: ['approve-access-request', 'recover-deleted-user', 'reset-user-password'],
  },
  {
    kind: 'workflow',
    id: 'recover-deleted-user',
    title: 'Delete a user and recover a deleted user',
    category: 'Administration',
    description:
      'Remove someone’s access, and bring the account back within 30 days if that was a mistake or they return.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['The admin role. You cannot delete yourself.'],
    steps: [
      {
        text: 'In User Management select **Delete** in the user’s row and confirm with **Delete User**. The user moves to Deleted Users and can no longer sign in.',
      },
      {
        text: 'Open the Deleted Users tab. Retention Status shows the days left: orange at 7 days or fewer, Expired after 30 days.',
      },
      {
        text: 'Select **Recover** and confirm with **Recover User**. The user is reactivated and signs in with the same credentials.',
      },
      {
        text: 'Expired users cannot be recovered. **Cleanup Expired Users** removes them for good after asking.',
      },
    ],
    relatedWorkflows: ['create-user-and-change-role'],
  },
  {
    kind: 'workflow',
    id: 'triage-feedback',
    title: 'Triage feedback',
    category: 'Administration',
    description:
      'Read what users and visitors sent, record what you decided in admin notes, and move each item from open to resolved or closed.',
    difficulty: 'Easy',
    estimatedTime: '5 minutes',
    prerequisites: ['The admin role.'],
    steps: [
      {
        text: 'Open the Admin tab and its Feedback tab (Feedback Management). Narrow the cards with the Status, Category and Priority filters; the newest come first.',
        tip: 'Messages from the public Get in Touch form arrive here with category Other and a title starting ‘Contact form:’.',
      },
      { text: 'Select **Manage** on a card. The Manage Feedback dialog shows it in full, with who sent it and when.' },
      {
        text: 'Write in Admin Notes if useful, then select **Mark In Progress**, **Mark Resolved** or **Close**. Each also saves the notes; **Save Notes** saves them alone.',
        tip: 'Notes left blank keep the notes already stored. The button of the current status is disabled.',
      },
      {
        text: 'Spam or a duplicate: select **Delete** and confirm with **Delete**. This cannot be undone.',
      },
    ],
    relatedWorkflows: ['submit-feedback'],
  },
  {
    kind: 'workflow',
    id: 'read-audit-trail',
    title: 'Read the audit trail',
    category: 'Administration',
    description:
      'Find out who changed what and when: every change to workers, agencies, tickets, payroll, users and settings is recorded.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The audit_trail permission (the admin role).'],
    steps: [
      { text: 'Go to the audit trail at /admin/audit-trail. Entries are listed newest first.' },
      {
        text: 'Filter by who made the change, the kind of record (entity type) and its id, the action and a date range.',
      },
      {
        text: 'Read each entry: who, when, what and which fields changed. Personal values (NI numbers, bank details) are masked.',
      },
      { text: 'Select **Export CSV** to download the entries as filtered.' },
    ],
    relatedWorkflows: ['check-login-audit'],
  },
  {
    kind: 'workflow',
    id: 'check-login-audit',
    title: 'Check the login audit',
    category: 'Administration',
    description: 'See who signed in, from where, and which attempts failed and why.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['The admin role.'],
    steps: [
      {
        text: 'Open the Admin tab and its Login Audit tab. The figures show Total Logins, Successful, Failed, Unique Users, Last 24 Hours and Last 7 Days.',
      },
      {
        text: 'Filter Login History by Email, Status (Success or Failed), From Date and To Date; **Clear Filters** removes them.',
      },
      {
        text: 'A failed attempt shows its reason: User not found, Invalid password or Account suspended.',
        tip: 'Many failures for one account from unfamiliar addresses can mean someone is guessing: reset that user’s password.',
      },
    ],
    relatedWorkflows: ['read-audit-trail', 'reset-user-password'],
  },
  {
    kind: 'workflow',
    id: 'manage-payroll-companies',
    title: 'Manage payroll companies',
    category: 'Administration',
    description:
      'Keep the list of companies workers are paid through: add one, correct its details or delete one no longer used.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The admin role (the Admin Control Panel).'],
    steps: [
      {
        text: 'Open the Admin tab and its Payroll Companies tab. Search by name; the table shows each company’s details and number of workers.',
      },
      {
        text: 'Open the create dialog, enter the Name (required) and, if known, the e-mail, PAYE reference, supplier name and internal reference, and save.',
        tip: 'A blank name is refused (‘Company name is required’), and names are unique whatever the capitals.',
      },
      { text: 'Edit a company from its row to correct its details.' },
      {
        text: 'Delete a company from its row; the product asks ‘Are you sure you want to delete "NAME"? This action cannot be undone.’',
        tip: 'A company still used by workers cannot be deleted: move its workers to another payroll company first.',
      },
    ],
    relatedWorkflows: ['add-worker', 'read-dashboard-payroll-reports'],
  },
];
