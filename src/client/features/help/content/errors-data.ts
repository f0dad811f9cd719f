import type { ErrorGuideEntry } from '../lib/types.ts';

/**
 * Error Guide entries about data the CRM refuses or cannot save: forms, imports, duplicates,
 * uploads, autosave, payroll, reports, tickets and records out of reach (docs/domain.md,
 * docs/domain.md).
 */
export const dataErrors: readonly ErrorGuideEntry[] = [
  {
    kind: 'error',
    id: 'validation-error',
    cardKind: 'validation-error',
    title: 'Form fields refused',
    category: 'Forms and data',
    description: 'A form will not save and marks fields in red or amber.',
    symptoms: [
      'Red messages under fields, such as ‘Must be 11 digits, like 07123456789’ or ‘Must be 2 letters, 6 numbers, and 1 letter, like AB123456C’.',
      'Amber outlines on required fields that are still empty.',
      '‘Incomplete Form’: ‘Please complete at least 80% of the form before submitting.’',
    ],
    quickFix: 'Correct each field marked in red and fill in those outlined amber, then save again.',
    steps: [
      { text: 'Dates: DD/MM/YYYY and a real calendar date (31/02/2025 is refused).' },
      { text: 'Phone: 11 digits starting with 0, for example 07700900123.' },
      { text: 'NI number: 2 letters, 6 numbers and 1 letter, for example AB123456C.' },
      { text: 'Bank: sort code 6 digits (00-00-00), account number exactly 8 digits.' },
      { text: 'E-mail: a full address such as name@example.com.' },
    ],
    preventionTips: [
      'Copy values from the source document rather than retyping them.',
      'Pick suggested values where the field offers them.',
    ],
    relatedErrors: ['bulk-upload-validation-errors', 'duplicate-worker-data', 'worker-profile-save-failed'],
  },
  {
    kind: 'error',
    id: 'bulk-upload-validation-errors',
    title: 'Bulk upload validation errors',
    category: 'Forms and data',
    description: 'The Review & Edit step shows rows in red and the import cannot continue.',
    symptoms: [
      '‘Invalid file type - Please upload a CSV or Excel file (.csv, .xlsx)’ on the Upload step.',
      '‘Required fields missing’ on the Mapping step.',
      'Red rows and a disabled ‘Fix Errors First’ on the Review & Edit step.',
    ],
    quickFix: 'Correct the red cells, remove the rows you cannot fix, or fix them in the error file and upload again.',
    steps: [
      {
        text: 'Save the file as .csv or .xlsx (not .xls), at most 50 MB and 100,000 rows. A title line above the column names is passed over; if the wrong row was taken, choose the right one in **Header row** on the Mapping step.',
      },
      {
        text: 'On Mapping, give each of the nine required fields a column: First Name, Last Name, Address Line 1, City, Post Code, Email, Phone, Date of Birth and NI Number.',
      },
      {
        text: 'On Review & Edit, show only Errors, click each red cell and type the right value; the row is checked again at once.',
      },
      {
        text: 'The same wrong value in many rows (a marital status the list does not have, say): select **Replace values**, choose the column and the value, see how many cells change, and replace it in every page at once.',
      },
      {
        text: 'Select **Remove** for a row that should not be imported, or **Remove rows with errors** for all of them at once.',
      },
      {
        text: 'For many errors select **Download error file**, fix the rows in your spreadsheet using its Errors column and upload the corrected file.',
      },
    ],
    preventionTips: [
      'Start from **Download Template**: it has every column with its expected format.',
      'Format date columns as DD/MM/YYYY and phone and account-number columns as text, so leading zeros are kept.',
    ],
    relatedErrors: ['validation-error', 'duplicate-worker-data'],
  },
  {
    kind: 'error',
    id: 'duplicate-worker-data',
    cardKind: 'duplicate-data',
    title: 'Duplicate worker data',
    category: 'Forms and data',
    description: 'A worker, user or agency with the same NI number, e-mail or name already exists.',
    symptoms: [
      '‘A worker with this NI number already exists’ under NI Number.',
      'Rows flagged as Duplicates on the Review & Edit step of Bulk Upload.',
      '‘A user with this email already exists’ or ‘Account Already Exists’.',
    ],
    quickFix: 'Search for the existing record and update it instead of adding a second one.',
    steps: [
      { text: 'Search the Workers tabs (Left too) for the NI number or e-mail.' },
      { text: 'If it is the same person, update the existing worker; a leaver comes back with **UnArchive**.' },
      {
        text: 'In Bulk Upload, choose Update for a duplicate row to write its values onto the existing worker, or Skip (the default) to leave it out.',
      },
      {
        text: 'For a user, check Deleted Users: a deleted account with the e-mail can be brought back with **Recover**.',
      },
    ],
    preventionTips: ['Search before adding.', 'Keep one e-mail address per person.'],
    relatedErrors: ['bulk-upload-validation-errors', 'validation-error'],
  },
  {
    kind: 'error',
    id: 'document-upload-failed',
    cardKind: 'upload-error',
    title: 'Document upload failed',
    category: 'Files',
    description: 'A worker or agency document is refused.',
    symptoms: [
      '‘Upload failed’ with ‘File too large: File size must be less than 10MB’.',
      '‘Invalid file type: Please upload PDF, DOC, DOCX, JPG, JPEG, or PNG files only’.',
      '‘No file selected’ or ‘Document type required’.',
    ],
    quickFix: 'Send a PDF, DOC, DOCX, JPG or PNG file under 10 MB, with its Document Type chosen.',
    steps: [
      { text: 'Keep the file under 10 MB: scan at a lower resolution or save as PDF.' },
      {
        text: 'Formats: PDF, DOC, DOCX, JPG, JPEG or PNG. A renamed file is refused: its content must match its name.',
      },
      { text: 'Choose the File and the Document Type, then select **Upload Document** again.' },
    ],
    preventionTips: ['Scan documents to PDF at 150-200 dpi.'],
    relatedErrors: ['connection-problems'],
  },
  {
    kind: 'error',
    id: 'worker-profile-save-failed',
    title: 'Worker profile save failed',
    category: 'Forms and data',
    description: 'An edit on a worker card is not saved.',
    symptoms: [
      'The indicator says Save failed, or ‘Not saved:’ with a reason.',
      '‘Save Failed’: ‘Failed to save worker changes. Please try again.’',
      '‘Failed to update worker’ in the Edit Worker Profile dialog.',
    ],
    quickFix: 'Correct the value the indicator names, or make the change again after reloading.',
    steps: [
      {
        text: '‘Not saved:’ names the rule the value breaks (a format or a required field): correct it and it saves 3 seconds later.',
      },
      { text: 'Save failed without a reason: check the connection, reload the page and make the change again.' },
      {
        text: 'A change that makes an authorised worker incomplete is saved, and the worker goes On Hold (‘Status Changed to On Hold’).',
      },
    ],
    preventionTips: ['Wait for Saved before selecting **Close Profile** or leaving the page.'],
    relatedErrors: ['validation-error', 'connection-problems', 'session-expired'],
  },
  {
    kind: 'error',
    id: 'payroll-upload-rejected',
    title: 'Payroll upload rejected',
    category: 'Payroll and reports',
    description: 'Upload Weekly Payroll refuses the file and saves nothing.',
    symptoms: [
      '‘Nothing was saved’ with Row errors listed by row, field and message.',
      '‘Failed to upload payroll data. Please check the file format.’',
      '‘Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.’ or ‘No File Selected’.',
    ],
    quickFix:
      'Fix every listed cell in the file (each is named by row, column and value) and upload the whole file again.',
    steps: [
      { text: 'Columns: NI Number, Pay Date, Gross Pay, Tax, NI, Pension, Net Pay, in a UTF-8 CSV.' },
      {
        text: 'Pay Date as DD/MM/YYYY, YYYY-MM-DD or an Excel date; amounts may carry £ and thousands commas (£1,250.50); nothing negative or blank.',
      },
      { text: 'An unknown NI number means the worker is not in the CRM yet: add the worker first.' },
      { text: 'The same NI number and pay date twice in the file: keep one row.' },
    ],
    preventionTips: [
      'Export the payroll file in the same layout every week.',
      'Read the warnings of a saved upload too.',
    ],
    relatedErrors: ['validation-error'],
  },
  {
    kind: 'error',
    id: 'report-generation-failed',
    title: 'Report generation failed',
    category: 'Payroll and reports',
    description: 'A report does not download.',
    symptoms: [
      '‘Report Generation Failed: Failed to generate the report. Please try again.’',
      '‘Report Type Required’.',
      '‘Failed to fetch reports’.',
    ],
    quickFix: 'Choose a report type, check the dates and generate again.',
    steps: [
      { text: 'Choose a report card first.' },
      { text: 'Check the start date is not after the end date.' },
      {
        text: 'Select **Generate CSV** or **Generate Excel** again; a report run before can be downloaded from Recent Reports.',
      },
    ],
    preventionTips: ['Narrow very large reports with the status and date filters.'],
    relatedErrors: ['connection-problems'],
  },
  {
    kind: 'error',
    id: 'ticket-cannot-change',
    title: 'A ticket cannot be changed or commented on',
    category: 'Tickets',
    description: 'Claiming, closing or commenting on a ticket is refused.',
    symptoms: [
      '‘Comments are disabled for archived tickets’.',
      '‘This ticket has already been claimed by NAME’ or ‘This ticket is already closed’.',
      '‘Failed to update ticket’.',
    ],
    quickFix: 'Someone else got there first: read the ticket as it is now, or reopen it before commenting.',
    steps: [
      { text: 'The queue refreshes itself: look at the ticket again, now showing who has it.' },
      { text: 'To comment on a closed ticket, select **Reopen** first (staff only).' },
      { text: 'To take over a colleague’s ticket, ask them or an administrator.' },
    ],
    preventionTips: ['Claim a ticket before starting work on it.'],
    relatedErrors: ['access-denied'],
  },
  {
    kind: 'error',
    id: 'record-not-found',
    title: 'Record not found',
    category: 'Permissions',
    description: 'A worker, agency or other record does not open.',
    symptoms: [
      '‘Worker not found’ or ‘Failed to fetch worker’.',
      "‘Agency Not Found’: ‘The agency you're looking for doesn't exist.’",
      '‘Page Not Found’ for an address that does not exist.',
    ],
    quickFix: 'Go back to the list and search for the record again.',
    steps: [
      { text: 'The record may have been deleted, or archived: search the Left tab or Archived Agencies.' },
      { text: 'A client user sees only its own agency’s records; others are ‘not found’ for it.' },
      { text: 'Select **Back to Agencies** or **Go to Home** and search again.' },
    ],
    preventionTips: ['Share links from the address bar only with colleagues whose role can see the record.'],
    relatedErrors: ['access-denied'],
  },
  {
    kind: 'error',
    id: 'payroll-company-in-use',
    title: 'Payroll company cannot be deleted or saved',
    category: 'Payroll and reports',
    description: 'A payroll company change is refused.',
    symptoms: [
      '‘This payroll company still has workers’.',
      '‘A payroll company with this name already exists’.',
      '‘Validation Error’: ‘Company name is required’.',
    ],
    quickFix:
      'Move the company’s workers to another payroll company before deleting it; give every company its own name.',
    steps: [
      { text: 'Find the company’s workers (the table shows how many) and change their Payroll Company.' },
      { text: 'Then delete the company again.' },
      { text: 'For a name already taken, edit the existing company instead of adding a second one.' },
    ],
    preventionTips: ['Check the list before adding a company.'],
    relatedErrors: ['duplicate-worker-data'],
  },
];
