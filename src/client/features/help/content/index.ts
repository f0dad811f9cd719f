import type { ErrorGuideEntry, HelpEntry, HelpTopic, Workflow } from '../lib/types.ts';
import { accessErrors } from './errors-access.ts';
import { dataErrors } from './errors-data.ts';
import { helpTopics } from './help-topics.ts';
import { workerWorkflows } from './workflows-workers.ts';
import { agencyAndTicketWorkflows } from './workflows-agencies-tickets.ts';
import { payrollAndReportWorkflows } from './workflows-payroll-reports.ts';
import { adminWorkflows } from './workflows-admin.ts';
import { accountWorkflows } from './workflows-account.ts';
import { powerUseWorkflows } from './workflows-power-use.ts';

/**
 * The Help Center's content, delivered with the application (docs/domain.md: no call): one typed
 * module per tab and area, gathered here in the order the tabs list them.
 */
export const topics: readonly HelpTopic[] = helpTopics;

export const workflows: readonly Workflow[] = [
  ...workerWorkflows,
  ...agencyAndTicketWorkflows,
  ...powerUseWorkflows,
  ...payrollAndReportWorkflows,
  ...adminWorkflows,
  ...accountWorkflows,
];

export const errorGuide: readonly ErrorGuideEntry[] = [...accessErrors, ...dataErrors];

export const helpEntries: readonly HelpEntry[] = [...topics, ...workflows, ...errorGuide];
