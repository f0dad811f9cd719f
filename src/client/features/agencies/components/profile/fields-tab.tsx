import { SimpleGrid } from '@mantine/core';
import type { FieldSave } from '../../hooks/use-field-save.ts';
import { PanelField, type PanelFieldConfig } from './panel-field.tsx';

type Props = {
  fields: PanelFieldConfig[];
  /** The record the values are read from (the agency, or its commercial terms). */
  values: Record<string, unknown>;
  fieldSave: FieldSave;
  readOnly: boolean;
};

const shown = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null);

/** A grid of fields saved one by one (the Profile and Commercial tabs). */
export function FieldsTab({ fields, values, fieldSave, readOnly }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {fields.map((config) => (
        <PanelField
          key={config.field}
          config={config}
          value={shown(values[config.field])}
          fieldSave={fieldSave}
          readOnly={readOnly}
        />
      ))}
    </SimpleGrid>
  );
}
