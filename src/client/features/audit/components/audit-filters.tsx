import { Button, Group, Select, TextInput } from '@mantine/core';
import { auditActions, auditEntityTypes } from '../../../../shared/domain/audit-trail.ts';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { activeFilterCount, type TrailState } from '../lib/trail-url.ts';

type Props = {
  state: TrailState;
  /** What the two text boxes show (typing goes to the address 300 ms later). */
  typed: { actor: string; entityId: string };
  onType: (field: 'actor' | 'entityId', text: string) => void;
  onChange: (patch: Partial<TrailState>) => void;
  onClear: () => void;
};

/**
 * The trail's filters (docs/domain.md): the actor's e-mail (the whole address, any case), the
 * entity type and id, the action, and the London days from and to. Each change shows the newest
 * matching entries.
 */
export function AuditFilters({ state, typed, onType, onChange, onClear }: Props) {
  const count = activeFilterCount(state);
  const date = (key: 'from' | 'to') => ({
    value: state[key] || null,
    onChange: (value: string | null) => onChange({ [key]: value ?? '' }),
    clearable: true,
    w: 150,
  });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Actor email"
        placeholder="name@example.com"
        type="email"
        value={typed.actor}
        onChange={(event) => onType('actor', event.currentTarget.value)}
        w={240}
      />
      <Select
        label="Entity type"
        placeholder="All types"
        data={auditEntityTypes}
        value={state.entityType}
        onChange={(entityType) => onChange({ entityType })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear entity type' }}
        w={220}
      />
      <TextInput
        label="Entity ID"
        placeholder="e.g. 42"
        value={typed.entityId}
        onChange={(event) => onType('entityId', event.currentTarget.value)}
        w={120}
      />
      <Select
        label="Action"
        placeholder="All actions"
        data={auditActions}
        value={state.action}
        onChange={(action) => onChange({ action })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear action' }}
        w={200}
      />
      <EnGbDateInput label="From" {...date('from')} />
      <EnGbDateInput label="To" {...date('to')} />
      <Button variant="subtle" onClick={onClear} disabled={count === 0}>
        {`Clear filters (${count})`}
      </Button>
    </Group>
  );
}
