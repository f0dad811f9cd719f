import { useState } from 'react';
import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAutofillSuggestions, type AutofillField } from '../api/get-autofill-suggestions.ts';

type Props = Omit<AutocompleteProps, 'data' | 'value' | 'onChange'> & {
  field: AutofillField;
  value: string;
  onChange: (value: string) => void;
};

/** Minimum typed characters before asking for suggestions. */
const MIN_QUERY = 2;

/**
 * A text field that offers values already used on other workers (GET /api/autofill-suggestions,
 * at most five, cached five minutes). The server matches; the list is shown as it comes.
 */
export function AutofillInput({ field, value, onChange, onFocus, onBlur, ...inputProps }: Props) {
  // Suggestions are asked for while the user types, not for the value a field opens with.
  const [isTyping, setIsTyping] = useState(false);
  const [query] = useDebouncedValue(value.trim(), 250);
  const isSettled = query === value.trim();
  const suggestions = useAutofillSuggestions(field, query, {
    enabled: isTyping && isSettled && query.length >= MIN_QUERY,
  });
  const data = [...new Set((suggestions.data ?? []).map((s) => s.value))].filter((v) => v !== value);

  return (
    <Autocomplete
      {...inputProps}
      value={value}
      onChange={(next) => {
        setIsTyping(true);
        onChange(next);
      }}
      data={isTyping ? data : []}
      filter={({ options }) => options}
      onFocus={onFocus}
      onBlur={(event) => {
        setIsTyping(false);
        onBlur?.(event);
      }}
    />
  );
}
