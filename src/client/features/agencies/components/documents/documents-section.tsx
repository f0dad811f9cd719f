import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { canRemoveAgencyRecords } from '../../../../../shared/domain/permissions.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useCurrentRole } from '../../../../lib/current-user.ts';
import { useAgencyDocuments } from '../../api/documents.ts';
import { DocumentsSummary } from './documents-summary.tsx';
import { DocumentTable } from './document-table.tsx';
import { UploadAgencyDocumentDialog } from './upload-document-dialog.tsx';

/** The agency's documents (docs/domain.md, Agencies): summary, list and the upload dialog; a client user may upload too. */
export function DocumentsSection({ agencyId }: { agencyId: number }) {
  const documents = useAgencyDocuments(agencyId);
  const canDelete = canRemoveAgencyRecords(useCurrentRole());
  const [isUploading, setIsUploading] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={() => setIsUploading(true)}>
          Upload Document
        </Button>
      </Group>
      <QueryState
        isPending={documents.isPending}
        error={documents.error}
        errorTitle="Failed to load documents"
        loadingLabel="Loading documents"
      >
        {documents.data && <DocumentsSummary documents={documents.data} />}
        {documents.data?.length === 0 ? (
          <EmptyMessage>No documents uploaded yet</EmptyMessage>
        ) : (
          documents.data && <DocumentTable agencyId={agencyId} documents={documents.data} canDelete={canDelete} />
        )}
      </QueryState>
      <UploadAgencyDocumentDialog agencyId={agencyId} opened={isUploading} onClose={() => setIsUploading(false)} />
    </Stack>
  );
}
