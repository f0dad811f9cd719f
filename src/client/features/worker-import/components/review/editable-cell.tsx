import { useRef, useState, type KeyboardEvent } from 'react';
import { Select, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import classes from './review-grid.module.css';

export type CellIssue = { kind: 'error' | 'warning'; message: string };
export type CellChoice = { value: string; label: string };

type Props = {
  /** The cell as stored (what the file holds, or the last edit). */
  value: string;
  /** What the editor opens on: the import's reading of the cell (a repaired date, a sort code, a choice). */
  editValue: string;
  /** The field's allowed values: the editor is then a list of them. */
  choices: readonly CellChoice[] | null;
  /** The column's header and the row's number: the editor's name ('Email, row 4'). */
  name: string;
  issue: CellIssue | null;
  /** The ids of the row's messages about this cell (in the Status column): the cell's description. */
  describedBy: string | undefined;
  disabled: boolean;
  /** Saves the new text; resolves true when the server took it. */
  onSave: (value: string) => Promise<boolean>;
};

/**
 * A cell of the review grid, one line high. Click (or Enter) edits it: a text field, or the list
 * of allowed values for a choice field, opened on the value the import reads from the cell.
 * Enter (or a choice picked) saves through save-edits, Escape cancels and goes no further, leaving
 * a field saves what was typed. A cell with an error or warning is tinted, its message a tooltip
 * and, for screen readers, the description of its button (the row's message in the Status column).
 */
export function EditableCell({ value, editValue, choices, name, issue, describedBy, disabled, onSave }: Props) {
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
  const opened = sent ?? editValue;

  const start = () => {
    isClosed.current = false;
    setText(opened);
    setIsEditing(true);
  };
  /** Saves `next` unless it is what the cell holds; leaving the field untouched saves nothing. */
  const finish = (next: string, isLeaving = false) => {
    if (isClosed.current) return;
    isClosed.current = true;
    setIsEditing(false);
    if (next === (sent ?? value) || (isLeaving && next === opened)) return;
    setSent(next);
    void onSave(next).then((isSaved) => {
      if (!isSaved) setSent(null);
    });
  };
  const cancel = () => {
    isClosed.current = true;
    setIsEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !choices) {
      event.preventDefault();
      finish(text);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  if (isEditing)
    return (
      <CellEditor
        name={name}
        choices={choices}
        text={text}
        onText={setText}
        onKeyDown={onKeyDown}
        onPick={finish}
        onLeave={() => (choices ? cancel() : finish(text, true))}
      />
    );

  return (
    <CellButton
      shown={sent ?? value}
      isSent={sent !== null}
      issue={issue}
      describedBy={describedBy}
      disabled={disabled}
      onClick={start}
    />
  );
}

type CellEditorProps = {
  name: string;
  choices: readonly CellChoice[] | null;
  text: string;
  onText: (text: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  onPick: (value: string) => void;
  onLeave: () => void;
};

/** The cell being edited: the list of allowed values for a choice field, else a text field. */
function CellEditor({ name, choices, text, onText, onKeyDown, onPick, onLeave }: CellEditorProps) {
  if (choices)
    return (
      <Select
        aria-label={name}
        data={choices}
        value={choices.some((c) => c.value === text) ? text : null}
        onChange={(next) => {
          if (next !== null) onPick(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={onLeave}
        allowDeselect={false}
        defaultDropdownOpened
        size="xs"
        miw={170}
        autoFocus
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <TextInput
      aria-label={name}
      value={text}
      onChange={(event) => onText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={onLeave}
      size="xs"
      miw={140}
      autoFocus
    />
  );
}

type CellButtonProps = {
  shown: string;
  /** An edit is on its way: shown faded, without the issue it may have fixed. */
  isSent: boolean;
  issue: CellIssue | null;
  describedBy: string | undefined;
  disabled: boolean;
  onClick: () => void;
};

/** The cell as read: its value ('(empty)' when blank), tinted by its issue, which is its tooltip. */
function CellButton({ shown, isSent, issue, describedBy, disabled, onClick }: CellButtonProps) {
  return (
    <div className={classes.cell} data-issue={isSent ? undefined : issue?.kind}>
      <Tooltip label={issue?.message} disabled={!issue || isSent} multiline maw={320} withinPortal>
        <UnstyledButton
          className={classes.cellButton}
          onClick={onClick}
          disabled={disabled}
          aria-describedby={issue && !isSent ? describedBy : undefined}
          opacity={isSent ? 0.6 : 1}
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
    </div>
  );
}
