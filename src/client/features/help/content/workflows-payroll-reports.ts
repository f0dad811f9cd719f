import type { Workflow } from '../lib/types.ts';

/**
 * Workflows of the Payroll, Dashboard and Reports tabs (docs/domain.md;
 * docs/domain.md "Payroll" and "Reports").
 */
const payrollWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'upload-payroll',
    title: 'Upload weekly payroll and read the warnings',
    category: 'Payroll',
    description:
      'Send the week’s payroll file, check it against the weeks before, see what was added or updated, and act on the cells refused or the warnings it reports.',
    difficulty: 'Medium',
    estimatedTime: '5 minutes',
    prerequisites: [
      'The payroll permission (admin and finance).',
      'A CSV or Excel (.xlsx) file of up to 20 MB with the columns NI Number, Pay Date (DD/MM/YYYY, YYYY-MM-DD or an Excel date), Gross Pay, Tax, NI, Pension and Net Pay; amounts may carry £ and thousands commas.',
      'Every NI number belongs to a worker already in the CRM.',
    ],
    steps: [
      { text: 'Open the Payroll tab (Payroll Management) and select **Upload Weekly Payroll**.' },
      {
        text: 'Enter the Week ending date (DD/MM/YYYY) and choose the file, then select **Upload**.',
        tip: 'Without a date the dialog says ‘Week ending date is required’; without a file ‘No File Selected’; another kind of file ‘Invalid File Type: Please select a CSV file. An Excel workbook (.xlsx) is accepted too.’',
      },
      {
        text: 'If any cell is wrong (an unknown NI number, a date that is no day, an amount that is not a number or is negative, the same NI number and pay date twice), the dialog says ‘Nothing was saved’ and lists each refused cell by row, column, value and why. Correct the file and upload it again.',
      },
      {
        text: 'Before anything is saved the file is checked against last week and the 4-week average. A headcount or gross pay more than 20% off, or many of last week’s workers missing, is named in the dialog with the workers missing and the new ones; nothing is saved until you select **Save anyway** (or cancel and fix the file).',
        tip: 'A file for a week that already has payroll asks plainly: Replace the week’s records, or Add to them.',
      },
      {
        text: 'When the file is accepted the toast says ‘Payroll data uploaded successfully’ with the records added and updated.',
      },
      {
        text: 'If the dialog says ‘Uploaded with warnings’, the records are saved but deserve a look: net pay that differs from gross - tax - NI - pension by more than 1p, a payment after the worker’s P45 date, or a worker not authorised. Select **Done** when you have noted them.',
        tip: 'The upload is listed under Recent Uploads with its week ending, file, counts and warnings.',
      },
      {
        text: 'Check the cards: This Week (gross pay of the current week, or of the latest week with payroll while this week has none yet, which the card says), This Month, Total Workers (authorised, Active workers today) and Avg Weekly Pay (gross pay per payroll record over the last 4 complete weeks). The line under each card names what it counts and its period.',
      },
    ],
    relatedWorkflows: ['find-payroll-records', 'read-dashboard-payroll-reports', 'run-payroll-report'],
  },
  {
    kind: 'workflow',
    id: 'find-payroll-records',
    title: 'Find payroll records',
    category: 'Payroll',
    description: 'Look up what a worker was paid, or the records of a week, an agency or a date range.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: [
      'The payroll permission (admin and finance). A client user sees its agency’s records on the agency’s Payroll tab.',
    ],
    steps: [
      { text: 'Open the Payroll tab and scroll to Payroll Records (newest pay date first).' },
      {
        text: 'Type a worker’s NI number or name in Search, or narrow by Week ending, Paid from and Paid to (DD/MM/YYYY), Agency and Payroll company. Clear filters sets them all back.',
      },
      { text: 'Read the Gross Pay, Tax, NI, Pension and Net Pay of each record.' },
    ],
    relatedWorkflows: ['upload-payroll'],
  },
  {
    kind: 'workflow',
    id: 'read-dashboard-payroll-reports',
    title: 'Read the dashboard payroll reports',
    category: 'Dashboard',
    description:
      'See fees, revenue, temps, average weekly pay and net margin for a week or a month, for all agencies or one.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['The dashboard permission (admin, finance and support).', 'Payroll uploaded for the period.'],
    steps: [
      { text: 'Open the Dashboard tab and its Payroll Reports tab.' },
      {
        text: 'Choose Week (Monday to Sunday) or Month, then step through periods with **Previous** and **Next**. The tab opens on the latest week (or month) that has payroll; when the current one has none yet it says so above the cards. **Return to Current Week** (or **Return to Current Month**) brings you to today’s period.',
      },
      {
        text: 'Narrow with the agency filter (All Agencies by default) and the payroll-company filter (All Payroll Companies by default).',
        tip: 'The payroll company is the worker’s payroll company at the time of the payment.',
      },
      {
        text: 'Read the cards: Total Fee (the agency’s fee for each worker paid in a week), Total Revenue (gross pay + fees), Total Temps (distinct workers paid), Avg Weekly Pay (gross pay ÷ payroll records) and Net Margin (fees ÷ revenue, one decimal). The line under each card names what it counts and the period shown. There is no Gross Profit card: with no employer costs in the payroll upload, gross profit is the fees, which Total Fee shows.',
      },
      {
        text: 'The Overview tab shows the month so far: Total Monthly Payroll, Authorised Workers Compliance and Active Agencies.',
      },
    ],
    relatedWorkflows: ['upload-payroll', 'run-payroll-report'],
  },
];

type ReportGuide = {
  id: string;
  name: string;
  contents: string;
  dateFilter: string;
  file: string;
  useFor: string;
};

/** One line per report type (docs/domain.md "Reports": the date each type filters on). */
const reports: readonly ReportGuide[] = [
  {
    id: 'workers',
    name: 'Workers',
    contents: 'one row per worker',
    dateFilter: 'the work start date',
    file: 'workers-report',
    useFor: 'headcounts and checks of worker details',
  },
  {
    id: 'agencies',
    name: 'Agencies',
    contents: 'one row per agency',
    dateFilter: 'the date the agency was added',
    file: 'agencies-report',
    useFor: 'reviewing agencies and their trust scores',
  },
  {
    id: 'payroll',
    name: 'Payroll',
    contents: 'one row per payroll record',
    dateFilter: 'the pay date',
    file: 'payroll-report',
    useFor: 'reconciling a week or a month of pay',
  },
  {
    id: 'compliance',
    name: 'Compliance',
    contents: 'each worker’s required documents and compliance',
    dateFilter: 'the document expiry date',
    file: 'compliance-report',
    useFor: 'finding workers who are not compliant',
  },
  {
    id: 'right-to-work',
    name: 'Right to Work',
    contents: 'each worker’s right-to-work evidence and its expiry',
    dateFilter: 'the document expiry date',
    file: 'right-to-work-report',
    useFor: 'right-to-work audits and renewals',
  },
  {
    id: 'p45',
    name: 'P45',
    contents: 'the workers who have left, with their P45 date',
    dateFilter: 'the P45 date',
    file: 'p45-report',
    useFor: 'leavers of a period for payroll and HMRC',
  },
];

const reportWorkflow = (report: ReportGuide): Workflow => ({
  kind: 'workflow',
  id: `run-${report.id}-report`,
  title: `Run the ${report.name} report`,
  category: 'Reports',
  description: `Download the ${report.name} report (${report.contents}) as CSV or Excel, for ${report.useFor}.`,
  difficulty: 'Easy',
  estimatedTime: '2 minutes',
  prerequisites: ['The reports permission (every role has it); a client user’s reports cover its own agency only.'],
  steps: [
    { text: `Open the Reports tab (Advanced Reports and Analytics) and choose the ${report.name} report card.` },
    {
      text: `Set the filters: status (all, active, on hold, left, pending) and the start and end dates, which filter on ${report.dateFilter}.`,
      tip: 'Leave both dates empty for everything. A start date after the end date is refused.',
    },
    { text: 'Tick the include fields you need: personal, employment, documents, audit, payroll, compliance.' },
    {
      text: `Select **Generate CSV** (${report.file}.csv) or **Generate Excel** (${report.file}.xlsx). The toast says ‘Report Generated Successfully’ and the file downloads.`,
      tip: 'Without a report type chosen the page says ‘Report Type Required’.',
    },
    { text: 'The report is added to Recent Reports, where it can be downloaded again for 30 days.' },
  ],
  relatedWorkflows: ['redownload-report', ...(report.id === 'p45' ? ['move-worker-to-left'] : [])],
});

const reportWorkflows: readonly Workflow[] = [
  ...reports.map(reportWorkflow),
  {
    kind: 'workflow',
    id: 'redownload-report',
    title: 'Download a report again from Recent Reports',
    category: 'Reports',
    description:
      'Get the exact file generated earlier, with the filters it was run with, without running the report again.',
    difficulty: 'Easy',
    estimatedTime: '1 minute',
    prerequisites: ['A report generated in the last 30 days. You see your own reports; administrators see everyone’s.'],
    steps: [
      { text: 'Open the Reports tab and find Recent Reports.' },
      {
        text: 'Each entry shows the type, who generated it and when, its filters, the format and the number of rows.',
      },
      { text: 'Use the entry’s download button to get the same file again.' },
    ],
    relatedWorkflows: reports.map((r) => `run-${r.id}-report`),
  },
];

export const payrollAndReportWorkflows: readonly Workflow[] = [...payrollWorkflows, ...reportWorkflows];
