import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileOff } from '@tabler/icons-react';
import type { AgencyDocument } from '../../../../../shared/api/agency-documents.ts';
import { agencyDocumentsSummary } from '../../../../../shared/domain/agency-documents.ts';
import { todayInLondon } from '../../../../../shared/domain/en-gb-dates.ts';

const documentsOf = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

/** The documents summary (docs/domain.md, Agencies): no documents, valid, expiring or expired, with the count. */
export function DocumentsSummary({ documents }: { documents: AgencyDocument[] }) {
  const { status, total, expiringCount, expiredCount } = agencyDocumentsSummary(documents, todayInLondon());
  const attention = expiringCount + expiredCount;
  if (status === 'no-documents')
    return <Alert color="gray" variant="light" icon={<IconFileOff size={18} aria-hidden />} title="No documents" />;
  if (status === 'valid')
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} title="Valid">
        All {documentsOf(total)} valid
      </Alert>
    );
  return (
    <Alert
      color={status === 'expired' ? 'red' : 'yellow'}
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={status === 'expired' ? 'Expired' : 'Expiring'}
    >
      {documentsOf(attention)} expiring or expired ({expiredCount} expired, {expiringCount} expiring within 30 days)
    </Alert>
  );
}
