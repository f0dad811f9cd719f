import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import type { UploadAnswer } from '../../../../../shared/api/worker-import-answers.ts';
import { importFieldLabel, requiredImportFields } from '../../../../../shared/domain/worker-import/import-fields.ts';
import { messageOf } from '../../../../lib/errors.ts';
import { useDownloadTemplate } from '../../api/download-files.ts';
import { useUploadFile } from '../../api/upload-file.ts';
import { fileProblem } from '../../lib/file-check.ts';
import { BusyProgress } from '../busy-progress.tsx';
import { StepHeading } from '../step-heading.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { RecentImports } from './recent-imports.tsx';
import { UnfinishedImports } from './unfinished-imports.tsx';

const requiredLabels = requiredImportFields.map(importFieldLabel).join(', ');

type Props = {
  focus: boolean;
  /** Why the screen is back here, e.g. the session in the address has expired. */
  notice: string | null;
  onUploaded: (answer: UploadAnswer) => void;
  /** Back to an unfinished import at its step. */
  onResume: (sessionId: string) => void;
};

/** Step 1, Upload: the drop zone, the template, the unfinished imports (Resume, Discard) and the recent imports with their Undo. */
export function UploadStep({ focus, notice, onUploaded, onResume }: Props) {
  const upload = useUploadFile();
  const template = useDownloadTemplate();
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');

  const send = (file: File) => {
    const refused = fileProblem(file);
    setProblem(refused);
    if (refused) return;
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: onUploaded,
      // The spec's toast says it failed; the server's reason (too many rows, an unreadable file) stays here.
      onError: (error) => setProblem(messageOf(error, 'The file could not be read.')),
    });
  };

  const { progress } = upload;
  const percent = progress && progress.total > 0 ? (progress.sent / progress.total) * 100 : 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <StepHeading focus={focus}>Upload a spreadsheet of workers</StepHeading>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          Download Template
        </Button>
      </Group>
      {notice && (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="status">
          {notice}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        One row per worker. Required columns: {requiredLabels}; the template has all 30 columns.
      </Text>
      <FileDropZone onFile={send} disabled={upload.isPending} />
      {problem && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
      {upload.isPending && (
        <BusyProgress
          label={progress?.isReading ? `Reading ${fileName}…` : `Uploading ${fileName}: ${Math.round(percent)}%`}
          value={progress?.isReading ? undefined : percent}
        />
      )}
      <UnfinishedImports onResume={onResume} />
      <RecentImports />
    </Stack>
  );
}
