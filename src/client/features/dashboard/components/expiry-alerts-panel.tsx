import { Alert, Badge, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconFileText, IconRefresh } from '@tabler/icons-react';
import { EXPIRING_ALERTS_LIMIT, type ExpiringDocument } from '../../../../shared/api/documents.ts';
import { formatEnGbDate, todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';
import { messageOf } from '../../../lib/errors.ts';
import { useExpiringDocuments } from '../api/get-expiring-documents.ts';
import { documentTypeLabel, expiresIn } from '../lib/expiry-alerts.ts';

/** The empty list's text (docs/domain.md, Dashboard screen). */
export const NO_ALERTS = 'No alerts - All documents are up to date!';

/**
 * Document Expiry Alerts (docs/domain.md): documents expiring in the next 30 days,
 * soonest first, refetched every 5 minutes and on Refresh; 'View Worker' opens that worker's
 * document manager.
 */
export function ExpiryAlertsPanel({ onViewWorker }: { onViewWorker: (alert: ExpiringDocument) => void }) {
  const alerts = useExpiringDocuments();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="expiry-alerts-title">
      <Group justify="space-between" align="flex-start" mb="md" wrap="nowrap">
        <div>
          <Group gap="xs" wrap="nowrap">
            <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden />
            <Title order={2} fz="h4" id="expiry-alerts-title">
              Document Expiry Alerts
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            Documents expiring in the next 30 days
          </Text>
        </div>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={alerts.isFetching}
          onClick={() => void alerts.refetch()}
        >
          Refresh
        </Button>
      </Group>
      {alerts.isPending ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading document expiry alerts" />
        </Center>
      ) : alerts.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to load the alerts">
          <Text size="sm">{messageOf(alerts.error, 'Please try again later.')}</Text>
        </Alert>
      ) : alerts.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_ALERTS}
        </Text>
      ) : (
        <AlertList alerts={alerts.data} onViewWorker={onViewWorker} />
      )}
    </Paper>
  );
}

function AlertList({
  alerts,
  onViewWorker,
}: {
  alerts: ExpiringDocument[];
  onViewWorker: (alert: ExpiringDocument) => void;
}) {
  const today = todayInLondon();
  return (
    <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Expiring documents">
        {alerts.map((alert) => (
          <Paper component="li" key={alert.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconFileText size={20} color="var(--mantine-color-dimmed)" aria-hidden style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {alert.workerName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {`${documentTypeLabel(alert.documentType)}, ${expiresIn(alert.expiryDate, today)} (${formatEnGbDate(alert.expiryDate)})`}
                  </Text>
                </div>
              </Group>
              <Group gap="sm">
                <Badge color="orange" variant="light">
                  Expiring Soon
                </Badge>
                <Button size="xs" variant="light" onClick={() => onViewWorker(alert)}>
                  View Worker
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {alerts.length >= EXPIRING_ALERTS_LIMIT && (
        <Text size="sm" c="dimmed" mt="xs">
          {`Showing the ${EXPIRING_ALERTS_LIMIT} soonest. The Compliance report lists every expiring document.`}
        </Text>
      )}
    </ScrollArea.Autosize>
  );
}
