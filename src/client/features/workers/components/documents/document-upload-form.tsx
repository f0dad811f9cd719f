import '@mantine/dates/styles.css';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { guessDocumentType } from '../../../../../shared/domain/worker-documents.ts';
import { DocumentFileInput, DocumentNotesInput } from '../../../../components/document-file-input.tsx';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { useDocumentUpload } from '../../hooks/use-document-upload.ts';
import { documentTypeLabel, documentTypeOptions, hasExpiry } from './document-labels.ts';

type SameDocumentProps = {
  typeLabel: string;
  fileName: string;
  onCancel: () => void;
  onAnotherCopy: () => void;
  onReplace: () => void;
};

/** A stored document of the same name and type: replace it, keep both, or upload nothing (docs/domain.md). */
function SameDocumentAlert({ typeLabel, fileName, onCancel, onAnotherCopy, onReplace }: SameDocumentProps) {
  return (
    <Alert color="yellow" title="This worker already has this document">
      <Text size="sm">
        A {typeLabel} named {fileName} is already stored. Replace it, or upload another copy?
      </Text>
      <Group justify="flex-end" mt="sm">
        <Button variant="default" size="xs" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="default" size="xs" onClick={onAnotherCopy}>
          Upload another copy
        </Button>
        <Button size="xs" onClick={onReplace}>
          Replace
        </Button>
      </Group>
    </Alert>
  );
}

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

// Stays long: a form's fields in screen order, the type guessed from the file chosen.
export function DocumentUploadForm({ workerId, fileField = 'document', onUploaded }: Props) {
  const { form, isTypeChosen, setIsTypeChosen, sameAs, cancelSameAs, send, submit, isPending } = useDocumentUpload({
    workerId,
    fileField,
    onUploaded,
  });
  const { control, register, formState, setValue } = form;
  const offersExpiry = hasExpiry(useWatch({ control, name: 'documentType' }));
  const { errors } = formState;

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
          <SameDocumentAlert
            typeLabel={documentTypeLabel(sameAs.upload.documentType)}
            fileName={sameAs.upload.file.name}
            onCancel={cancelSameAs}
            onAnotherCopy={() => send(sameAs.upload)}
            onReplace={() => send(sameAs.upload, sameAs.documentId)}
          />
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={sameAs !== null}
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={isPending}
          >
            Upload Document
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
