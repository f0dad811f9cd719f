import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { rtwMessages } from '../../../../../shared/domain/right-to-work.ts';

type Props = { count: number; onShow: () => void };

/**
 * Beside the tab counts: how many authorised workers' right to work has lapsed (the same search,
 * agency and client scope as the counts; docs/domain.md "Right-to-work checks"), a button that
 * shows them (the Authorised tab with the Right to work lapsed filter).
 */
export function RtwLapsedCount({ count, onShow }: Props) {
  return (
    <Button
      variant={count > 0 ? 'light' : 'subtle'}
      color={count > 0 ? 'red' : 'gray'}
      size="compact-sm"
      leftSection={count > 0 ? <IconAlertTriangle size={14} aria-hidden /> : undefined}
      onClick={onShow}
    >
      {`${rtwMessages.lapsedFlag} (${count})`}
    </Button>
  );
}
