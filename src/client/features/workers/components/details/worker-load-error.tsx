import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api-client.ts';

/** A worker that could not be loaded (docs/domain.md): 'Failed to fetch worker', 'Worker not found' on 404. */
export function WorkerLoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Failed to fetch worker">
      <Text size="sm">
        {error instanceof ApiError && error.status === 404 ? 'Worker not found' : 'Please try again later.'}
      </Text>
    </Alert>
  );
}
