import '@mantine/dates/styles.css';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { agencyDocumentTypes, DEFAULT_AGENCY_DOCUMENT_TYPE } from '../../../../../shared/domain/agency-documents.ts';
import { DocumentFileInput, DocumentNotesInput } from '../../../../components/document-file-input.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { FormDialog, useReportDirty } from '../../../../components/form-dialog.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useUploadAgencyDocument } from '../../api/documents.ts';
import { rawValuesResolver } from '../../lib/raw-values-resolver.ts';
import { agencyUploadForm, type AgencyUploadValues } from './upload-schema.ts';

const resolver = rawValuesResolver<AgencyUploadValues, typeof agencyUploadForm>(agencyUploadForm);
const empty: AgencyUploadValues = {
  file: null,
  documentType: DEFAULT_AGENCY_DOCUMENT_TYPE,
  expiryDate: null,
  notes: '',
};
const typeOptions = agencyDocumentTypes.map(({ value, label }) => ({ value, label }));

type Props = { agencyId: number; opened: boolean; onClose: () => void };

/** Upload Document (docs/domain.md, Agencies): file, type (Terms and Conditions by default), optional expiry and notes. */
export function UploadAgencyDocumentDialog({ agencyId, opened, onClose }: Props) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Upload Document" size="lg">
      {opened && <UploadForm agencyId={agencyId} onDone={onClose} />}
    </FormDialog>
  );
}

// Stays long: a form's fields in screen order, each a few lines of JSX.
function UploadForm({ agencyId, onDone }: { agencyId: number; onDone: () => void }) {
  const upload = useUploadAgencyDocument();
  const { control, register, handleSubmit, formState, setError } = useForm<
    AgencyUploadValues,
    unknown,
    AgencyUploadValues
  >({
    resolver,
    defaultValues: empty,
  });
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  const submit = handleSubmit(({ file, ...fields }) => {
    if (!file) return;
    upload.mutate(
      { agencyId, file, ...fields },
      {
        onSuccess: onDone,
        // The server's reason (its content check) goes under the file.
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500) setError('file', { message: error.serverMessage });
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload document">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <DocumentFileInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.file?.message}
                data-autofocus
              />
            )}
          />
          <Controller
            control={control}
            name="documentType"
            render={({ field }) => (
              <Select
                label="Document Type"
                data={typeOptions}
                required
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? DEFAULT_AGENCY_DOCUMENT_TYPE)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name="expiryDate"
            render={({ field }) => (
              <EnGbDateInput
                label="Expiry Date"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
              />
            )}
          />
          <DocumentNotesInput error={errors.notes?.message} {...register('notes')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
            Upload Document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
