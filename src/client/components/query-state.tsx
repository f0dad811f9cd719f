import type { ReactNode } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { messageOf } from '../lib/errors.ts';

type QueryStateProps = {
  isPending: boolean;
  error: unknown;
  errorTitle: string;
  loadingLabel: string;
  children: ReactNode;
};

/** Loading and failure states of a list, so a tab is never blank while its data is missing. */
export function QueryState({ isPending, error, errorTitle, loadingLabel, children }: QueryStateProps) {
  if (isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={loadingLabel} />
      </Center>
    );
  if (error)
    return (
      <Alert color="red" variant="light" title={errorTitle} icon={<IconAlertCircle size={18} />}>
        <Text size="sm">{messageOf(error, 'Please try again later.')}</Text>
      </Alert>
    );
  return children;
}
