import { lazy, Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

// The content and its search index load on first opening only, so no other screen pays for them.
const HelpCenter = lazy(() => import('./help-center.tsx'));

type Props = { opened: boolean; onClose: () => void };

/**
 * The Help Center dialog (docs/domain.md): full screen on a phone. Its content mounts while open,
 * so each opening starts on the Help tab with an empty search.
 */
export function HelpCenterModal({ opened, onClose }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Help Center" size="70rem" fullScreen={isPhone === true}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" role="status" aria-label="Loading help" />
          </Center>
        }
      >
        <HelpCenter />
      </Suspense>
    </Modal>
  );
}
