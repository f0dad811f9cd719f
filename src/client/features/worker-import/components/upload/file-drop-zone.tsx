import { useRef, useState, type DragEvent } from 'react';
import { Button, FileButton, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { acceptedFileTypes } from '../../lib/file-check.ts';

type Props = { onFile: (file: File) => void; disabled: boolean };

/**
 * The drop zone of the Upload step: drop a file on it, or press Choose File (Mantine's FileButton,
 * a real button that opens the file picker, so the keyboard and screen readers need nothing else).
 * Mantine's Dropzone needs Node 22 to install (@mantine/dropzone's engines), which this project
 * does not require, so the zone is this panel with native drag-and-drop.
 */
export function FileDropZone({ onFile, disabled }: Props) {
  const [isOver, setIsOver] = useState(false);
  // Cleared after each pick, so choosing the same file again (after fixing it) is seen as a change.
  const resetRef = useRef<() => void>(null);
  const over = (event: DragEvent, is: boolean) => {
    event.preventDefault();
    if (!disabled) setIsOver(is);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      onDragOver={(event) => over(event, true)}
      onDragLeave={(event) => over(event, false)}
      onDrop={drop}
      bg={isOver ? 'blue.0' : undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isOver ? 'var(--mantine-color-blue-8)' : undefined,
      }}
    >
      <Stack align="center" gap="xs" ta="center">
        <IconFileSpreadsheet size={40} aria-hidden stroke={1.5} />
        <Text fw={600}>Drag your spreadsheet here, or choose it</Text>
        <Text size="sm" c="dimmed">
          CSV or Excel (.csv, .xlsx), up to 50 MB and 100,000 rows, with a row of column names (a title line above it is
          fine).
        </Text>
        <FileButton
          resetRef={resetRef}
          onChange={(file) => {
            resetRef.current?.();
            if (file) onFile(file);
          }}
          accept={acceptedFileTypes}
          disabled={disabled}
        >
          {(props) => (
            <Button {...props} disabled={disabled}>
              Choose File
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
