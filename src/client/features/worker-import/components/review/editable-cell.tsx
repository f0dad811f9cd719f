import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import classes from './review-grid.module.css';

export type CellIssue = { kind: 'error' | 'warning'; message: string };

type Props = {
  value: string;
  /** The column's header and the row's number: the editor's name ('Email, row 4'). */
  name: string;
  issue: CellIssue | null;
  disabled: boolean;
  /** Saves the new text; resolves true when the server took it. */
  onSave: (value: string) => Promise<boolean>;
};

/**
 * A cell of the review grid. Click (or Enter) edits it; Enter saves through save-edits, Escape
 * cancels and goes no further (nothing else closes), leaving the field saves a changed value. A
 * cell with an error or warning shows its message under the value and as a tooltip; the message
 * also describes the cell's button for screen readers.
 */
export function EditableCell({ value, name, issue, disabled, onSave }: Props) {
  const [isEditing, setIsEditing] = useState(false);
  const [text, setText] = useState(value);
  // The value typed and sent, shown until the row comes back from the server.
  const [sent, setSent] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setSent(null);
  }
  // Set once the edit has ended (Enter, Escape or leaving the field), so a blur as the field goes
  // away does not save a second time or undo an Escape.
  const isClosed = useRef(false);
  const messageId = useId();

  const start = () => {
    isClosed.current = false;
    setText(sent ?? value);
    setIsEditing(true);
  };
  const finish = () => {
    if (isClosed.current) return;
    isClosed.current = true;
    setIsEditing(false);
    if (text === (sent ?? value)) return;
    setSent(text);
    void onSave(text).then((isSaved) => {
      if (!isSaved) setSent(null);
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      isClosed.current = true;
      setIsEditing(false);
    }
  };

  if (isEditing)
    return (
      <TextInput
        aria-label={name}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={finish}
        size="xs"
        miw={140}
        autoFocus
      />
    );

  const shown = sent ?? value;
  const colour = issue?.kind === 'error' ? 'red.9' : 'yellow.9';
  return (
    <div className={classes.cell} data-issue={sent === null ? issue?.kind : undefined}>
      <Tooltip label={issue?.message} disabled={!issue || sent !== null} multiline maw={320} withinPortal>
        <UnstyledButton
          className={classes.cellButton}
          onClick={start}
          disabled={disabled}
          aria-describedby={issue && sent === null ? messageId : undefined}
          opacity={sent === null ? 1 : 0.6}
        >
          {shown === '' ? (
            <Text span size="sm" c="dimmed">
              (empty)
            </Text>
          ) : (
            <Text span size="sm">
              {shown}
            </Text>
          )}
        </UnstyledButton>
      </Tooltip>
      {issue && sent === null && (
        <Text id={messageId} size="xs" c={colour} mt={2}>
          {issue.message}
        </Text>
      )}
    </div>
  );
}
