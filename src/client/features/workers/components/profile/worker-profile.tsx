import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconX } from '@tabler/icons-react';
import type { Worker } from '../../../../../shared/api/workers.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useWorker } from '../../api/get-worker.ts';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { workerName } from '../../lib/worker-name.ts';
import { CommunicationTab } from '../communication/communication-tab.tsx';
import { WorkerDocumentManager } from '../documents/worker-document-manager.tsx';
import { RightToWorkSection } from '../right-to-work/right-to-work-section.tsx';
import { ProfileFieldsPanel } from './profile-fields-panel.tsx';
import { SaveIndicator } from '../../../../components/save-indicator.tsx';
import { bankDetailsGroups, p45DateField, payrollGroups, personalDetailsGroups } from './worker-profile-fields.ts';

type Props = { workerId: number; onClose: () => void };

/**
 * The expanded profile on a worker card (docs/domain.md): tabs in the card's order, every field
 * edited in place and autosaved, the document manager, the right-to-work checks and the communication log.
 */
export function WorkerProfile({ workerId, onClose }: Props) {
  const worker = useWorker(workerId);
  if (worker.isPending)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading worker profile" />
      </Center>
    );
  if (worker.error)
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to fetch worker">
          <Text size="sm">
            {worker.error instanceof ApiError && worker.error.status === 404
              ? 'Worker not found'
              : 'Please try again later.'}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close Profile
          </Button>
        </Group>
      </Stack>
    );
  return <WorkerProfileEditor worker={worker.data} onClose={onClose} />;
}

type ProfileTab = 'personal' | 'payroll' | 'bank' | 'documents' | 'right-to-work' | 'communication';

function WorkerProfileEditor({ worker, onClose }: { worker: Worker; onClose: () => void }) {
  const autosave = useAutosave(worker.id);
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [isClosing, setIsClosing] = useState(false);
  const name = workerName(worker);

  // Close Profile sends what is still waiting first, so nothing typed is lost.
  const close = async () => {
    setIsClosing(true);
    await autosave.flush();
    onClose();
  };

  return (
    <Stack gap="md" aria-label={`Profile of ${name}`} component="section">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text size="sm" c="dimmed">
          Edit any field in place; changes are saved automatically.
        </Text>
        <Group gap="md" wrap="nowrap">
          <SaveIndicator status={autosave.status} refusal={autosave.refusal} />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            loading={isClosing}
            onClick={() => void close()}
          >
            Close Profile
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as ProfileTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="personal">Personal Details</Tabs.Tab>
          <Tabs.Tab value="payroll">Payroll</Tabs.Tab>
          <Tabs.Tab value="bank">Bank Details</Tabs.Tab>
          <Tabs.Tab value="documents">Documents</Tabs.Tab>
          <Tabs.Tab value="right-to-work">Right to Work</Tabs.Tab>
          <Tabs.Tab value="communication">Communication</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="personal">
          <ProfileFieldsPanel groups={personalDetailsGroups} worker={worker} autosave={autosave} />
        </Tabs.Panel>
        <Tabs.Panel value="payroll">
          <ProfileFieldsPanel
            groups={payrollGroups}
            worker={worker}
            autosave={autosave}
            extraFields={worker.status === 'left' ? [p45DateField] : []}
          />
        </Tabs.Panel>
        <Tabs.Panel value="bank">
          <ProfileFieldsPanel groups={bankDetailsGroups} worker={worker} autosave={autosave} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <WorkerDocumentManager workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="right-to-work">
          <RightToWorkSection workerId={worker.id} />
        </Tabs.Panel>
        <Tabs.Panel value="communication">
          <CommunicationTab workerId={worker.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
