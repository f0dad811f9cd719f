import { SimpleGrid, Text } from '@mantine/core';
import type { Agency } from '../../../../../shared/api/agencies.ts';
import { agencyStatusLabel } from '../../../../../shared/domain/agency-display.ts';
import { trustLabel } from '../../../../../shared/domain/agency-trust.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { formatPounds } from '../../../../../shared/domain/money.ts';
import { capitalise } from '../../lib/labels.ts';

/** Every field of the agency (docs/domain.md, Agencies), read-only, as the detail dialog and page show them. */
export function InformationList({ agency }: { agency: Agency }) {
  const facts: [string, string | number | null][] = [
    ['Status', agencyStatusLabel(agency.status)],
    ['Trust Score', `${trustLabel(agency.trustScore)} (${agency.trustScore})`],
    ['Industry Type', agency.industryType],
    ['Business Type', agency.businessType && capitalise(agency.businessType)],
    ['Contact Name', agency.contactName],
    ['Contact Email', agency.contactEmail],
    ['Contact Phone', agency.contactPhone],
    ['Address', agency.address],
    ['City', agency.city],
    ['Postal Code', agency.postalCode],
    ['Company House Number', agency.companyNumber],
    ['VAT Number', agency.vatNumber],
    ['Account Manager', agency.accountManager],
    ['Workers', agency.workerCount],
    ['Fee (per worker)', agency.fee === null ? null : formatPounds(agency.fee)],
    ['Invoice Frequency', agency.invoiceFrequency && capitalise(agency.invoiceFrequency)],
    ['Payment Terms', agency.paymentTerms],
    ['Timesheet Submission', agency.timesheetSubmission],
    ['Created', formatDate(agency.createdAt)],
    ['Notes', agency.notes],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="xs" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value === null || value === '' ? 'Not provided' : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
