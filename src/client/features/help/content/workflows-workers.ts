import type { Workflow } from '../lib/types.ts';

/** Workflows of the Workers and Bulk Upload tabs (docs/domain.md). */
export const workerWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'add-worker',
    title: 'Add a worker and authorise them',
    category: 'Workers',
    description: 'Enter a new worker by hand, then authorise them once every field is filled in (100% complete).',
    difficulty: 'Medium',
    estimatedTime: '10 minutes',
    prerequisites: [
      'The worker’s agency and payroll company already exist.',
      'Authorising needs the admin, finance or support role; a client user adds workers for its own agency only.',
    ],
    steps: [
      {
        text: 'Open the Workers tab and select **Add Worker**. The Add New Worker dialog opens with five sections: Personal Details, Address Information, Bank Details, Payroll Information and Agency & Payroll Assignment.',
      },
      {
        text: 'Fill in the fields. The bar at the top shows the form completion out of 24 fields; empty required fields are outlined amber and mistakes red.',
        tip: 'Dates are typed DD/MM/YYYY, the phone as 11 digits starting with 0, the NI number as 2 letters, 6 numbers and 1 letter (AB123456C), the sort code as 6 digits and the account number as 8 digits.',
      },
      {
        text: 'Choose the Agency and the Payroll Company in Agency & Payroll Assignment.',
        tip: 'Fields with suggestions (names, city, address, post code) offer values already used: pick one to avoid typing errors.',
      },
      {
        text: 'Select **Add Worker** at the foot of the dialog. Below 80% the form is not sent and says ‘Incomplete Form’. A new worker always lands in the Pending tab (‘Worker added to Pending tab for completion’): it has no right-to-work check yet, and a worker is authorised only with a passing one. At 100% the toast adds ‘Record a right-to-work check on its page, then authorise it.’',
      },
      {
        text: 'To authorise a worker who is in Pending, open the Pending tab and select **Authorise** on the worker’s card.',
        tip: 'Authorise is enabled only at 100% completion. The Status filter’s ‘Ready to authorise (100%)’ lists exactly the workers you can authorise now.',
      },
      {
        text: 'The toast says ‘Worker has been authorised successfully.’ and the worker moves to the Authorised tab with an Active badge.',
      },
    ],
    relatedWorkflows: ['complete-worker-profile', 'bulk-upload-workers', 'keep-documents-in-date'],
  },
  {
    kind: 'workflow',
    id: 'complete-worker-profile',
    title: 'Complete a worker’s profile to 100%',
    category: 'Workers',
    description:
      'Fill in what a pending or on-hold worker is missing, in place on the card or in the edit dialog, until the profile is 100% complete.',
    difficulty: 'Easy',
    estimatedTime: '5 minutes',
    prerequisites: ['The workers permission (every role has it).'],
    steps: [
      {
        text: 'Find the worker: type a name, e-mail, phone, NI number or post code in Search workers on the Pending or Authorised tab.',
        tip: 'The badge beside the name shows the completion: Complete at 100%, yellow from 80% and red below 80%.',
      },
      {
        text: 'Select **View Details** on the card. The profile opens under the card with the tabs Personal Details, Payroll, Bank Details, Documents and Communication.',
      },
      {
        text: 'Click a field and type. Each change is saved 3 seconds after you stop typing; the indicator says Saving..., then Saved.',
        tip: 'A value that breaks a rule is not sent: the indicator says why (for example the NI number format) until you correct it.',
      },
      {
        text: 'Or click the worker’s name to open Worker Profile Details, select **Edit**, complete the Edit Worker Profile dialog and select **Save Changes**.',
      },
      {
        text: 'When the last field is filled in, the toast says ‘Worker is complete and ready to authorise’. A pending worker stays in Pending until someone authorises it.',
        tip: 'An authorised worker who loses a required field goes On Hold (‘Status Changed to On Hold’) and back to Active once complete again.',
      },
      { text: 'Select **Close Profile** when you are done; anything still waiting is saved first.' },
    ],
    relatedWorkflows: ['add-worker', 'keep-documents-in-date'],
  },
  {
    kind: 'workflow',
    id: 'bulk-upload-workers',
    title: 'Import workers from a spreadsheet (Bulk Upload)',
    category: 'Bulk Upload',
    description:
      'Load many workers at once from a .csv or .xlsx file in five steps: Upload, Mapping, Review & Edit, Agency and Complete.',
    difficulty: 'Medium',
    estimatedTime: '15 minutes',
    prerequisites: [
      'The workers permission; a client user imports into its own agency only.',
      'A .csv or .xlsx file of up to 50 MB and 100,000 rows with a row of column names (a title line above it is fine).',
      'The agency and payroll company the workers belong to.',
    ],
    steps: [
      {
        text: 'Open the Bulk Upload tab. If you have no file yet, select **Download Template** for a spreadsheet with all 30 fields. An import you left half way is listed under Unfinished imports: **Resume** it or **Discard** it.',
        tip: 'Required columns: First Name, Last Name, Address Line 1, City, Post Code, Email, Phone, Date of Birth and NI Number.',
      },
      { text: 'Drag your file onto the drop zone, or select **Choose File**.' },
      {
        text: 'Mapping: check which worker field each column fills. Columns are matched by name and common synonyms (Forename, Surname, NINO, DOB...); choose a field or ignore a column, then select **Continue**.',
        tip: 'Every required field must be mapped. The mapping you confirm is offered again the next time you upload a file with the same columns. If the column names were read from the wrong row, choose the right one in **Header row**.',
      },
      {
        text: 'Review & Edit: rows with errors are red, warnings yellow, valid rows green, the columns with errors first. Click a red cell to correct it (a choice such as Gender from its list), **Replace values** to change one value in a whole column, **Remove** to leave a row out or **Remove rows with errors** for all of them.',
        tip: 'For many errors, select **Download error file**, fix the rows in your spreadsheet and upload it again. Repaired values (a sort code or phone that lost its leading 0) and usual spellings read for you (M and F for Gender, Y for Wk1/Mth1) are warnings and do not block.',
      },
      {
        text: 'Rows whose NI number or e-mail matches another row or an existing worker are Duplicates: choose Skip (the default) or Update for each, then select **Continue**.',
      },
      {
        text: 'Agency: choose the Agency and Payroll Company every imported worker is assigned to, then select **Submit Import**.',
      },
      {
        text: 'Complete: the counts of created, updated and skipped workers are shown. Select **View Pending Workers** to complete and authorise them, or **Import More Workers** for another file.',
        tip: 'Imported workers always land in Pending. A mistaken import can be undone within 7 days with **Undo This Import** on this screen, or **Undo** under Recent imports on the Upload step.',
      },
    ],
    relatedWorkflows: ['complete-worker-profile', 'add-worker'],
  },
  {
    kind: 'workflow',
    id: 'keep-documents-in-date',
    title: 'Keep worker documents in date (expiry alerts)',
    category: 'Documents & Compliance',
    description:
      'Act on the dashboard’s document-expiry alerts and keep each worker’s passport, right to work and National Insurance Letter on file and valid.',
    difficulty: 'Easy',
    estimatedTime: '5 minutes',
    prerequisites: [
      'The dashboard permission (admin, finance, support) for the alerts; anyone with the workers permission can upload documents.',
      'The new document as PDF, DOC, DOCX, JPG, JPEG or PNG, up to 10 MB.',
    ],
    steps: [
      {
        text: 'On the Dashboard’s Overview, read Document Expiry Alerts: ‘Documents expiring in the next 30 days’, soonest first, each with an Expiring Soon badge. Select **Refresh** to read the list again.',
        tip: '‘No alerts - All documents are up to date!’ means nothing expires in the next 30 days.',
      },
      { text: 'Select **View Worker** on an alert to open that worker’s documents.' },
      {
        text: 'In the Documents tab of the worker’s profile, choose the File; the Document Type is guessed from the file name and can be changed. Enter the Expiry Date (DD/MM/YYYY) for a passport, visa, driving licence or BRP.',
      },
      {
        text: 'Select **Upload Document**. If a document of the same name and type is already stored, choose **Replace** or **Upload another copy**.',
      },
      {
        text: 'Check the compliance line above the list: Compliant means passport, right to work and National Insurance Letter are all present and none has expired; otherwise it lists what is missing, expired or expiring.',
        tip: 'Each document shows Valid, Expiring (within 30 days) or Expired. Use **Download** to check a file and **Delete** to remove an old one.',
      },
    ],
    relatedWorkflows: ['complete-worker-profile', 'run-compliance-report', 'run-right-to-work-report'],
  },
  {
    kind: 'workflow',
    id: 'log-communication',
    title: 'Log a communication and raise a ticket',
    category: 'Tickets',
    description:
      'Record a call, e-mail, text or WhatsApp with a worker or an agency; the outcome Raise Ticket creates a ticket for the team at the same time.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The workers permission for a worker’s log, the agency permission for an agency’s log.'],
    steps: [
      {
        text: 'For a worker: select **View Details** on the card and open the Communication tab. For an agency: select **View Profile** on its card and open the Communication tab.',
      },
      {
        text: 'Enter the Contact Person and the Method (Phone, Email, Texted or WhatsApp), then the Outcome: Resolved, Raise Ticket or No Response, and any Notes.',
        tip: 'Contact Person and Method are required. For an agency the Outcome is required too, and you may add a Subject and a Next Action Date.',
      },
      {
        text: 'Select **Add Log** (worker) or **Log Communication** (agency). The entry appears at the top of Communication History.',
      },
      {
        text: 'With the outcome Raise Ticket, a ticket is created with the notes, priority medium and a due date 24 hours ahead; the log shows its number (for example Ticket TKT-00001).',
        tip: 'Use the Today, Week and Month filters of Communication History to find recent contacts.',
      },
    ],
    relatedWorkflows: ['work-ticket', 'create-manual-ticket'],
  },
  {
    kind: 'workflow',
    id: 'move-worker-to-left',
    title: 'Move a worker to Left with a P45 date, or bring them back',
    category: 'Workers',
    description:
      'Record that a worker has left with the P45 date, which puts them in the Left tab and the P45 report; UnArchive brings them back.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['The workers permission. Remove and Delete are for admin, finance and support only.'],
    steps: [
      { text: 'Find the worker on the Authorised or Pending tab and select **Left - P45** on the card.' },
      {
        text: 'Enter the P45 Date (today by default, typed DD/MM/YYYY) and select **Move to Left**.',
        tip: 'Without a date the dialog says ‘Please select a P45 date.’',
      },
      {
        text: 'The worker is now in the Left tab and in the P45 report for that date.',
      },
      {
        text: 'To bring a worker back, open the Left tab and select **UnArchive**, then confirm with **UnArchive**. The P45 date is cleared and the worker returns to the Authorised or Pending tab.',
      },
      {
        text: 'When a worker must go, select **Delete** on the Left tab (or **Remove** on the other tabs) and confirm with **Delete Worker**.',
        tip: 'The worker moves to Deleted Workers, where an admin can restore them for 30 days; after that they are removed permanently. A worker under a legal hold cannot be deleted.',
      },
    ],
    relatedWorkflows: ['run-p45-report', 'export-workers'],
  },
  {
    kind: 'workflow',
    id: 'export-workers',
    title: 'Export worker data',
    category: 'Workers',
    description: 'Download the workers of a tab, or the list exactly as filtered, as Excel or CSV.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['The workers permission; a client user exports its own agency’s workers only.'],
    steps: [
      {
        text: 'On the Authorised or Pending tab, narrow the list with the search, Status, Agency and (Authorised) From and To filters if you want.',
      },
      { text: 'Select **Export** in the filter bar. The Export Worker Data dialog opens.' },
      {
        text: 'Choose the Format, Excel (.xlsx) or CSV (.csv), and the Data source: Current filtered list, All authorised or All pending.',
      },
      {
        text: 'Select **Export** in the dialog. The file downloads and the toast says ‘Export complete’.',
        tip: 'The file holds personal and bank details: keep it on work systems only. **Reset** clears the filters afterwards.',
      },
    ],
    relatedWorkflows: ['run-workers-report'],
  },
];
