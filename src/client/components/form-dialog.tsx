import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_TEXT = 'What you typed in this dialog has not been saved and will be lost.';

type DirtyReport = (isDirty: boolean) => void;
const DirtyContext = createContext<DirtyReport>(() => undefined);

/**
 * The form inside a FormDialog reports whether it holds unsaved changes (react-hook-form's
 * isDirty, or any comparison of its own); the dialog asks before it closes while they are there.
 */
export function useReportDirty(isDirty: boolean) {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report(isDirty);
    return () => report(false);
  }, [isDirty, report]);
}

/** A select's list, an autocomplete's suggestions or a date picker's calendar is showing. */
const isPopoverShowing = () =>
  Array.from(document.querySelectorAll('.mantine-Popover-dropdown')).some(
    (dropdown) => dropdown.getClientRects().length > 0,
  );

/**
 * An Escape the dialog must leave alone: one a popover already handled, one pressed while a
 * select's list or a date picker's calendar shows (that popover closes itself on the same key), or
 * one from inside something rendered in a portal (a nested dialog: the event reaches this one only
 * through React's tree, not the DOM's).
 */
function isEscapeForAPopover(event: KeyboardEvent<HTMLElement>): boolean {
  if (event.defaultPrevented || event.nativeEvent.isComposing) return true;
  if (!event.currentTarget.contains(event.target as Node)) return true;
  return isPopoverShowing();
}

type FormDialogProps = Omit<ModalProps, 'onClose' | 'closeOnEscape'> & {
  onClose: () => void;
  children: ReactNode;
  /** For a form held by the dialog's own component (outside its context); a form inside calls useReportDirty. */
  isDirty?: boolean;
};

/**
 * The one dialog around a form (issue 9, item 1): Escape, the close button and a click outside
 * close it at once while the form is clean, and ask 'Discard unsaved changes?' while it holds
 * unsaved changes. Escape in an open select or date picker closes only that popover.
 */
export function FormDialog({ onClose, children, opened, isDirty = false, ...props }: FormDialogProps) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback<DirtyReport>((isDirty) => {
    dirty.current = isDirty;
  }, []);

  const requestClose = () => {
    if (isDirty || dirty.current) setAsking(true);
    else onClose();
  };
  const discard = () => {
    setAsking(false);
    dirty.current = false;
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Escape' || isEscapeForAPopover(event)) return;
        event.preventDefault();
        requestClose();
      }}
      {...props}
    >
      <DirtyContext.Provider value={report}>{children}</DirtyContext.Provider>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={DISCARD_TITLE}
        size="sm"
        centered
        zIndex={400}
      >
        <Text size="sm">{DISCARD_TEXT}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Keep editing
          </Button>
          <Button color="red" onClick={discard}>
            Discard
          </Button>
        </Group>
      </Modal>
    </Modal>
  );
}
