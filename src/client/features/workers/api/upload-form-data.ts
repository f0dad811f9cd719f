export type UploadWorkerDocumentInput = {
  workerId: number;
  file: File;
  documentType: string;
  expiryDate: string | null;
  notes: string;
  /** The multipart field of the file: `document` from the document manager, `file` from the upload-only dialog (docs/domain.md). */
  fileField?: 'document' | 'file';
};

/** The multipart body: the fields, then the file under `document` or `file` (docs/domain.md). */
export function uploadFormData({
  file,
  documentType,
  expiryDate,
  notes,
  fileField = 'document',
}: Omit<UploadWorkerDocumentInput, 'workerId'>): FormData {
  const form = new FormData();
  form.append('documentType', documentType);
  if (expiryDate) form.append('expiryDate', expiryDate);
  if (notes.trim()) form.append('notes', notes.trim());
  // The file goes last so the server has read the other fields when it streams the file.
  form.append(fileField, file, file.name);
  return form;
}
