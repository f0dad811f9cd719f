import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export type ConfirmOptions = {
  /** The dialog's title, usually the button's own label. */
  title: string;
  /** What will happen and to how many, as a question: 'Delete 3 expired users permanently?'. */
  message: string;
  /** A consequence worth saying on its own line, such as 'This cannot be undone.'. */
  detail?: string;
  /** The confirming button's label; the other is always Cancel. */
  confirmLabel: string;
  /** red for what cannot be undone (the default), another colour for what can. */
  color?: string;
  onConfirm: () => void;
};

/**
 * The one confirmation of a permanent or bulk action (issue 9): a Mantine confirm modal that says
 * what the action will do and to how many. Every area asks through this, so each confirmation
 * reads and works alike (the texts are listed in docs/domain.md).
 */
export function confirmAction({ title, message, detail, confirmLabel, color = 'red', onConfirm }: ConfirmOptions) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: (
      <>
        <Text size="sm">{message}</Text>
        {detail && (
          <Text size="sm" c="dimmed" mt="xs">
            {detail}
          </Text>
        )}
      </>
    ),
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color },
    onConfirm,
  });
}

/** '1 expired user' / '3 expired users': the count and the noun in the right number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;
