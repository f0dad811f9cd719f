import { Alert, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useWorkerCompliance, type WorkerCompliance } from '../../api/get-worker-compliance.ts';
import { documentTypeLabel } from './document-labels.ts';

/** One line on the worker's compliance (docs/domain.md): compliant, or what is missing and how many expire. */
export function ComplianceSummary({ workerId }: { workerId: number }) {
  const compliance = useWorkerCompliance(workerId);
  if (compliance.isPending) return <Loader size="xs" role="status" aria-label="Loading compliance" />;
  if (compliance.error)
    return (
      <Text size="sm" c="dimmed">
        Compliance could not be checked.
      </Text>
    );
  const summary = compliance.data;
  return (
    <Alert
      variant="light"
      color={summary.overallCompliant ? 'green' : 'orange'}
      icon={summary.overallCompliant ? <IconCircleCheck size={18} /> : <IconAlertTriangle size={18} />}
      title={summary.overallCompliant ? 'Compliant' : 'Not compliant'}
    >
      <Text size="sm">{complianceSentence(summary)}</Text>
    </Alert>
  );
}

export function complianceSentence({
  overallCompliant,
  missingTypes,
  expiredCount,
  expiringCount,
}: WorkerCompliance): string {
  const parts: string[] = [];
  if (overallCompliant) parts.push('All required documents are present and none has expired.');
  if (missingTypes.length > 0) parts.push(`Missing: ${missingTypes.map(documentTypeLabel).join(', ')}.`);
  if (expiredCount > 0) parts.push(`${expiredCount} expired.`);
  if (expiringCount > 0) parts.push(`${expiringCount} expiring within 30 days.`);
  return parts.join(' ');
}
