import { Alert, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messageOf } from '../../../../lib/errors.ts';
import { useWorkerDocuments } from '../../api/get-worker-documents.ts';
import { ComplianceSummary } from './compliance-summary.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUploadForm } from './document-upload-form.tsx';

/** A worker's document manager (docs/domain.md): compliance line, upload form, and the list. */
export function WorkerDocumentManager({ workerId }: { workerId: number }) {
  const documents = useWorkerDocuments(workerId);
  return (
    <Stack gap="md">
      <ComplianceSummary workerId={workerId} />
      <Stack gap="xs">
        <Title order={3} fz="md">
          Upload Document
        </Title>
        <DocumentUploadForm workerId={workerId} />
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="md">
          Documents
        </Title>
        {documents.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading documents" />
          </Center>
        ) : documents.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to fetch documents">
            <Text size="sm">{messageOf(documents.error, 'Please try again later.')}</Text>
          </Alert>
        ) : documents.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents uploaded yet.
          </Text>
        ) : (
          <DocumentList workerId={workerId} documents={documents.data} />
        )}
      </Stack>
    </Stack>
  );
}
