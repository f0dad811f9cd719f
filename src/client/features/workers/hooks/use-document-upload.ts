import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useReportDirty } from '../../../components/form-dialog.tsx';
import { schemaResolver } from '../../../lib/schema-resolver.ts';
import { useWorkerDocuments } from '../api/get-worker-documents.ts';
import { useUploadWorkerDocument } from '../api/upload-worker-document.ts';
import { hasExpiry } from '../components/documents/document-labels.ts';
import {
  documentUploadForm,
  type DocumentUpload,
  type DocumentUploadValues,
} from '../components/documents/document-upload-schema.ts';

const resolver = schemaResolver<DocumentUploadValues, typeof documentUploadForm>(documentUploadForm);
const emptyUpload: DocumentUploadValues = { file: null, documentType: null, expiryDate: null, notes: '' };

type Options = { workerId: number; fileField: 'document' | 'file'; onUploaded?: (() => void) | undefined };

/**
 * The document upload form's state (docs/domain.md): the form, whether the user picked the type
 * (until then each chosen file's name guesses it), and a stored document of the same name and type,
 * which asks first: replace it or keep both. `send` uploads, `submit` checks and asks when needed.
 */
export function useDocumentUpload({ workerId, fileField, onUploaded }: Options) {
  const upload = useUploadWorkerDocument();
  const form = useForm<DocumentUploadValues, unknown, DocumentUpload>({ resolver, defaultValues: emptyUpload });
  const [isTypeChosen, setIsTypeChosen] = useState(false);
  useReportDirty(form.formState.isDirty);
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
          form.reset(emptyUpload);
          setIsTypeChosen(false);
          onUploaded?.();
        },
      },
    );
  };
  const submit = form.handleSubmit((values) => {
    const stored = documents.data?.find(
      (d) => d.originalFileName === values.file.name && d.documentType === values.documentType,
    );
    if (stored) setSameAs({ upload: values, documentId: stored.id });
    else send(values);
  });

  return {
    form,
    isTypeChosen,
    setIsTypeChosen,
    sameAs,
    cancelSameAs: () => setSameAs(null),
    send,
    submit,
    isPending: upload.isPending,
  };
}
