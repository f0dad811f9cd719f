import { DateInput, type DateInputProps } from '@mantine/dates';
import { parseEnGbDate } from '../../../../shared/domain/en-gb-dates.ts';

/**
 * A date typed DD/MM/YYYY or picked from the calendar (part 1 section 5); the value is the stored
 * YYYY-MM-DD. Text that is not a real calendar day is not accepted.
 */
export function EnGbDateInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return <DateInput valueFormat="DD/MM/YYYY" dateParser={parseEnGbDate} placeholder="DD/MM/YYYY" {...props} />;
}
