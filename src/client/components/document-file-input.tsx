import { FileInput, Textarea, type FileInputProps, type TextareaProps } from '@mantine/core';
import { acceptAttribute } from '../lib/document-file.ts';
import classes from './document-file-input.module.css';

type Props = Pick<FileInputProps, 'value' | 'onBlur' | 'error'> & {
  onChange: (file: File | null) => void;
  'data-autofocus'?: boolean;
};

/** The file of a document upload form (a worker's, an agency's): the kinds and size it takes, marked required. */
export function DocumentFileInput(props: Props) {
  return (
    <FileInput
      label="File"
      placeholder="Choose a file"
      description="PDF, DOC, DOCX, JPG, JPEG or PNG, up to 10 MB"
      accept={acceptAttribute}
      classNames={{ label: classes.requiredLabel }}
      {...props}
    />
  );
}

/** The notes of an uploaded document. */
export function DocumentNotesInput(props: Omit<TextareaProps, 'label'>) {
  return <Textarea label="Notes" autosize minRows={1} maxRows={4} {...props} />;
}
