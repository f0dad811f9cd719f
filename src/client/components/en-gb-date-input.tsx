import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { EN_GB_DATE_MESSAGE, parseEnGbDate } from '../../shared/domain/en-gb-dates.ts';

/**
 * The one date input of every form and filter: a date typed DD/MM/YYYY or picked from the
 * calendar (docs/domain.md); the value is the stored YYYY-MM-DD. Text that is not a real calendar day (31/02/1990) is not taken: the field keeps its
 * last value and says so until the next edit, instead of quietly putting the old date back.
 */
export function EnGbDateInput({
  error,
  onBlur,
  onChange,
  onTypedWrong,
  ...props
}: Omit<DateInputProps, 'valueFormat' | 'dateParser'> & {
  /** Told when the text typed stops or starts being a real day: a form that acts on the value can wait. */
  onTypedWrong?: (typedWrong: boolean) => void;
}) {
  const [typedWrong, setTypedWrongState] = useState(false);
  const setTypedWrong = (wrong: boolean) => {
    setTypedWrongState(wrong);
    onTypedWrong?.(wrong);
  };
  return (
    <DateInput
      valueFormat="DD/MM/YYYY"
      dateParser={parseEnGbDate}
      placeholder="DD/MM/YYYY"
      {...props}
      error={error ?? (typedWrong ? EN_GB_DATE_MESSAGE : undefined)}
      onChange={(value) => {
        setTypedWrong(false);
        onChange?.(value);
      }}
      onBlur={(event) => {
        const text = event.currentTarget.value.trim();
        setTypedWrong(text !== '' && parseEnGbDate(text) === null);
        onBlur?.(event);
      }}
    />
  );
}
