import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { FeedbackDialog } from './feedback-dialog.tsx';

/** The header's Feedback button; any signed-in user may submit feedback (docs/domain.md). */
export function FeedbackButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="light" leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={dialog.open}>
        Feedback
      </Button>
      {opened && <FeedbackDialog onClose={dialog.close} />}
    </>
  );
}
