import { useState } from 'react';
import { Button, Center, Group, Loader, Modal, Text } from '@mantine/core';
import type { CommunicationPeriod } from '../../../../../shared/domain/agencies.ts';
import { useEnhancedAgency } from '../../api/get-agency.ts';
import { EnhancedTabs } from './enhanced-tabs.tsx';

type Props = { agencyId: number; agencyName: string; onClose: () => void };

/**
 * The agency detail dialog (docs/domain.md, Agencies): seven tabs over the enhanced answer. Loading is
 * retried twice at 1 second; then 'Error Loading Agency' offers Refresh Page and Close.
 */
export function AgencyDetailDialog({ agencyId, agencyName, onClose }: Props) {
  const [period, setPeriod] = useState<CommunicationPeriod | 'all'>('all');
  const [workersPage, setWorkersPage] = useState(1);
  const enhanced = useEnhancedAgency(agencyId, period, workersPage);

  if (enhanced.isError && !enhanced.data)
    return (
      <Modal opened onClose={onClose} title="Error Loading Agency" centered withCloseButton={false}>
        <Text size="sm">The agency could not be loaded. Refresh the page to try again.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        </Group>
      </Modal>
    );

  return (
    <Modal opened onClose={onClose} title={enhanced.data?.name ?? agencyName} size="70rem">
      {enhanced.data ? (
        <EnhancedTabs
          agency={enhanced.data}
          period={period}
          onPeriod={setPeriod}
          workersPage={workersPage}
          onWorkersPage={setWorkersPage}
        />
      ) : (
        <Center py="xl">
          <Loader role="status" aria-label="Loading agency" />
        </Center>
      )}
    </Modal>
  );
}
