import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { guessDocumentType } from '../../../../../shared/domain/worker-documents.ts';
import { DocumentFileInput, DocumentNotesInput } from '../../../../components/document-file-input.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { useReportDirty } from '../../../../components/form-dialog.tsx';
import { useWorkerDocuments } from '../../api/get-worker-documents.ts';
import { schemaResolver } from '../../../../lib/schema-resolver.ts';
import { useUploadWorkerDocument } from '../../api/upload-worker-document.ts';
import { documentTypeLabel, documentTypeOptions, hasExpiry } from './document-labels.ts';
import { documentUploadForm, type DocumentUpload, type DocumentUploadValues } from './document-upload-schema.ts';

const resolver = schemaResolver<DocumentUploadValues, typeof documentUploadForm>(documentUploadForm);
const emptyUpload: DocumentUploadValues = { file: null, documentType: null, expiryDate: null, notes: '' };

/**
 * Upload a document (docs/domain.md): the type is guessed from the file name and can be
 * changed; an expiry date is offered only for the types that have one.
 */
type Props = {
  workerId: number;
  /** The multipart field the file travels in (the two upload dialogs of the spec use one each). */
  fileField?: 'document' | 'file';
  onUploaded?: () => void;
};

export function DocumentUploadForm({ workerId, fileField = 'document', onUploaded }: Props) {
  const upload = useUploadWorkerDocument();
  const { control, register, handleSubmit, formState, setValue, reset } = useForm<
    DocumentUploadValues,
    unknown,
    DocumentUpload
  >({
    resolver,
    defaultValues: emptyUpload,
  });
  // The type is guessed from each chosen file until the user picks one themselves.
  const [isTypeChosen, setIsTypeChosen] = useState(false);
  const documentType = useWatch({ control, name: 'documentType' });
  const offersExpiry = hasExpiry(documentType);
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  // A file of the same name and type as a stored one asks first: replace it or keep both (docs/domain.md).
  const documents = useWorkerDocuments(workerId);
  const [sameAs, setSameAs] = useState<{ upload: DocumentUpload; documentId: number } | null>(null);

  const send = ({ file, documentType: type, expiryDate, notes }: DocumentUpload, replacesDocumentId?: number) => {
    setSameAs(null);
    upload.mutate(
      {
        workerId,
        file,
        documentType: type,
        expiryDate: hasExpiry(type) ? expiryDate : null,
        notes: notes ?? '',
        fileField,
        replacesDocumentId,
      },
      {
        onSuccess: () => {
          reset(emptyUpload);
          setIsTypeChosen(false);
          onUploaded?.();
        },
      },
    );
  };
  const submit = handleSubmit((values) => {
    const stored = documents.data?.find(
      (d) => d.originalFileName === values.file.name && d.documentType === values.documentType,
    );
    if (stored) setSameAs({ upload: values, documentId: stored.id });
    else send(values);
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
                onChange={(file) => {
                  field.onChange(file);
                  if (file && !isTypeChosen)
                    setValue('documentType', guessDocumentType(file.name), { shouldValidate: formState.isSubmitted });
                }}
                onBlur={field.onBlur}
                error={errors.file?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="documentType"
            render={({ field }) => (
              <Select
                label="Document Type"
                placeholder="Choose a type"
                data={documentTypeOptions}
                required
                value={field.value}
                onChange={(type) => {
                  setIsTypeChosen(type !== null);
                  field.onChange(type);
                }}
                onBlur={field.onBlur}
                error={errors.documentType?.message}
              />
            )}
          />
          {offersExpiry && (
            <Controller
              control={control}
              name="expiryDate"
              render={({ field }) => (
                <EnGbDateInput
                  label="Expiry Date"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  allowDeselect
                  error={errors.expiryDate?.message}
                />
              )}
            />
          )}
          <DocumentNotesInput error={errors.notes?.message} {...register('notes')} />
        </SimpleGrid>
        {sameAs && (
          <Alert color="yellow" title="This worker already has this document">
            <Text size="sm">
              A {documentTypeLabel(sameAs.upload.documentType)} named {sameAs.upload.file.name} is already stored.
              Replace it, or upload another copy?
            </Text>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" size="xs" onClick={() => setSameAs(null)}>
                Cancel
              </Button>
              <Button variant="default" size="xs" onClick={() => send(sameAs.upload)}>
                Upload another copy
              </Button>
              <Button size="xs" onClick={() => send(sameAs.upload, sameAs.documentId)}>
                Replace
              </Button>
            </Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={sameAs !== null}
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={upload.isPending}
          >
            Upload Document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
