import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../shared/api/common.ts';
import { legalHold, legalHoldAnswer, legalHoldPaths } from '../../shared/api/legal-holds.ts';
import { legalHoldLine, legalHoldMessages, type LegalHoldEntityType } from '../../shared/domain/legal-holds.ts';
import { api } from '../lib/api-client.ts';
import { useCurrentRole } from '../lib/current-user.ts';
import { messageOf } from '../lib/errors.ts';
import { toast } from '../lib/toast.ts';
import { confirmAction } from './confirm.tsx';
import { EnGbDateInput } from './en-gb-date-input.tsx';

type Target = { entityType: LegalHoldEntityType; id: number };

const pathOf = ({ entityType, id }: Target) => legalHoldPaths[entityType].build({ id });
const holdKey = ({ entityType, id }: Target) => ['legal-hold', entityType, id] as const;

/**
 * A worker's or an agency's legal hold (docs/domain.md, "Legal holds"), for admins only: nothing is
 * shown or fetched for anyone else. "Legal hold until DD/MM/YYYY: reason" (or with no end date), with
 * Place legal hold / Lift legal hold. A hold whose end date has passed shows as ended, with Place legal hold.
 */
export function LegalHoldPanel(target: Target) {
  const role = useCurrentRole();
  if (role !== 'admin') return null;
  return <AdminLegalHold {...target} />;
}

function AdminLegalHold(target: Target) {
  const queryClient = useQueryClient();
  const hold = useQuery({ queryKey: holdKey(target), queryFn: () => api.get(pathOf(target), legalHoldAnswer) });
  const [placing, setPlacing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: holdKey(target) });
  const lift = useMutation({
    mutationFn: () => api.delete(pathOf(target), messageAnswer),
    onSuccess: async () => {
      toast({ title: legalHoldMessages.lifted });
      await refresh();
    },
    onError: (error) =>
      toast({
        title: 'Failed to lift the legal hold',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  if (!hold.data) return null;
  const current = hold.data.legalHold;
  const placeButton = (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconGavel size={14} aria-hidden />}
      onClick={() => setPlacing(true)}
    >
      Place legal hold
    </Button>
  );
  return (
    <>
      {current && !current.ended ? (
        <Alert color="grape" icon={<IconGavel size={18} aria-hidden />} title="Legal hold">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{legalHoldLine(current)}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color="grape"
              loading={lift.isPending}
              onClick={() =>
                confirmAction({
                  title: 'Lift legal hold',
                  message: 'Lift the legal hold?',
                  detail: 'Once lifted, the record can be deleted and purged as usual.',
                  confirmLabel: 'Lift legal hold',
                  color: 'grape',
                  onConfirm: () => lift.mutate(),
                })
              }
            >
              Lift legal hold
            </Button>
          </Group>
        </Alert>
      ) : current ? (
        // Its end date has passed: it lifted by itself and stops nothing any more (docs/domain.md, "Legal holds").
        <Alert color="gray" icon={<IconGavel size={18} aria-hidden />} title="Legal hold ended">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{legalHoldLine(current)}</Text>
            {placeButton}
          </Group>
        </Alert>
      ) : (
        <Group>{placeButton}</Group>
      )}
      <PlaceHoldDialog target={target} opened={placing} onClose={() => setPlacing(false)} onPlaced={refresh} />
    </>
  );
}

function PlaceHoldDialog({
  target,
  opened,
  onClose,
  onPlaced,
}: {
  target: Target;
  opened: boolean;
  onClose: () => void;
  onPlaced: () => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: () => api.post(pathOf(target), legalHold, { reason, until }),
    onSuccess: async () => {
      toast({ title: legalHoldMessages.placed });
      setReason('');
      setUntil(null);
      onClose();
      await onPlaced();
    },
    onError: (failure) => setError(messageOf(failure, 'Please try again.')),
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Place legal hold" size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (!reason.trim()) setError(legalHoldMessages.reasonRequired);
          else place.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            A record under a legal hold cannot be deleted and is never purged until the hold is lifted.
          </Text>
          <TextInput
            label="Reason"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <EnGbDateInput
            label="Hold until"
            description="Leave empty for no end date"
            clearable
            value={until}
            onChange={(value) => setUntil(value ? String(value).slice(0, 10) : null)}
          />
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="grape" loading={place.isPending}>
              Place legal hold
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
