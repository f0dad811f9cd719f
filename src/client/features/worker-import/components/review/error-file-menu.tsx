import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useDownloadErrorFile } from '../../api/download-files.ts';

/** The rows with errors or warnings, with an Errors column, to fix in a spreadsheet and upload again. */
export function ErrorFileMenu({ sessionId, disabled }: { sessionId: string; disabled: boolean }) {
  const download = useDownloadErrorFile(sessionId);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          disabled={disabled}
          loading={download.isPending}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Download error file
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download.mutate('xlsx')}>Excel (.xlsx)</Menu.Item>
        <Menu.Item onClick={() => download.mutate('csv')}>CSV (.csv)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
