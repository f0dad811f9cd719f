import { useState } from 'react';
import { NumberInput, Select, Textarea, TextInput, type ComboboxData } from '@mantine/core';
import type { AgencyFieldName } from '../../../../../shared/domain/agency-fields.ts';
import type { FieldSave } from '../../hooks/use-field-save.ts';

export type PanelFieldConfig = {
  field: AgencyFieldName;
  label: string;
  kind: 'text' | 'textarea' | 'select' | 'money';
  data?: ComboboxData;
  required?: boolean;
  maxLength?: number;
};

type Props = {
  config: PanelFieldConfig;
  /** The stored value (fee in pounds). */
  value: string | number | null;
  fieldSave: FieldSave;
  readOnly: boolean;
};

const asText = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * One agency field edited in place and saved on its own (docs/domain.md, Agencies): a text when it is
 * left changed, a choice when it is made. The fee takes digits and one decimal point, 0 or more,
 * in steps of 0.01 (docs/domain.md, Agencies).
 */
export function PanelField({ config, value, fieldSave, readOnly }: Props) {
  const { field, label, kind, data = [], required = false, maxLength } = config;
  const [draft, setDraft] = useState<string>(asText(value));
  const [saved, setSaved] = useState<string>(asText(value));
  // The stored value changed elsewhere (another tab, a refresh): show it.
  if (asText(value) !== saved) {
    setSaved(asText(value));
    setDraft(asText(value));
  }
  const error = fieldSave.errors[field];
  const common = { label, required, error, readOnly };
  const commit = (next: string) => {
    if (readOnly || next.trim() === saved.trim()) return;
    const sent = kind === 'money' ? (next === '' ? null : Number(next)) : next.trim() === '' ? null : next.trim();
    void fieldSave.save(field, sent);
  };

  switch (kind) {
    case 'select':
      return (
        <Select
          {...common}
          data={data}
          value={draft || null}
          onChange={(next) => {
            setDraft(next ?? '');
            commit(next ?? '');
          }}
          clearable={!required && !readOnly}
          disabled={readOnly}
        />
      );
    case 'money':
      return (
        <NumberInput
          {...common}
          prefix="£"
          min={0}
          step={0.01}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          thousandSeparator=","
          value={draft}
          onChange={(next) => setDraft(next === '' ? '' : String(next))}
          onBlur={() => commit(draft)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={6}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => commit(draft)}
        />
      );
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={maxLength}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => commit(draft)}
        />
      );
  }
}
