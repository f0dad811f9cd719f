import { Button } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';

/** The header's Help & Guide button (docs/domain.md); the header owns the dialog it opens. */
export function HelpButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconHelp size={16} aria-hidden />} onClick={onClick}>
      Help & Guide
    </Button>
  );
}
