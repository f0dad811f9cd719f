import { useState } from 'react';
import { Button, Card, Group, Radio, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationPreference } from '../../../../shared/api/notifications.ts';
import { emailModes, notificationKindLabels, type EmailMode } from '../../../../shared/domain/notifications.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { usePreferences } from '../api/get-preferences.ts';
import { useSavePreferences } from '../api/save-preferences.ts';

const emailModeLabels: Record<EmailMode, string> = { immediate: 'At once', digest: 'Daily digest', off: 'Off' };
const isEmailMode = (value: string): value is EmailMode => (emailModes as readonly string[]).includes(value);

/**
 * My Profile's Notifications section (docs/domain.md "Notifications in the app"): for each kind
 * the user's role receives, whether it shows in the app and how it is e-mailed, saved together.
 */
export function NotificationPreferencesCard() {
  const preferences = usePreferences();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Notifications
        </Title>
        <QueryState
          isPending={preferences.isPending}
          error={preferences.error}
          errorTitle="Failed to load your notification preferences"
          loadingLabel="Loading notification preferences"
        >
          {preferences.data && <PreferencesForm saved={preferences.data} />}
        </QueryState>
      </Stack>
    </Card>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreference[] }) {
  const [draft, setDraft] = useState(saved);
  const save = useSavePreferences();
  if (saved.length === 0) return <Text c="dimmed">Your role receives no notifications.</Text>;
  const change = (kind: NotificationPreference['kind'], patch: Partial<NotificationPreference>) =>
    setDraft((current) => current.map((p) => (p.kind === kind ? { ...p, ...patch } : p)));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <Stack gap="md">
        {draft.map((preference) => (
          <Stack key={preference.kind} component="fieldset" gap="xs" m={0} p={0} style={{ border: 0 }}>
            <Text component="legend" fw={600} p={0}>
              {notificationKindLabels[preference.kind]}
            </Text>
            <Group gap="xl" align="flex-start">
              <Switch
                label="In the app"
                checked={preference.inApp}
                onChange={(event) => change(preference.kind, { inApp: event.currentTarget.checked })}
              />
              <Radio.Group
                label="E-mail"
                value={preference.email}
                onChange={(value) => isEmailMode(value) && change(preference.kind, { email: value })}
              >
                <Group gap="md" mt={4}>
                  {emailModes.map((mode) => (
                    <Radio key={mode} value={mode} label={emailModeLabels[mode]} />
                  ))}
                </Group>
              </Radio.Group>
            </Group>
          </Stack>
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save notification preferences
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
