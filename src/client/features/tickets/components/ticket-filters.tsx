import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { FiltersFold } from '../../../components/filters-fold.tsx';
import { countAppliedTicketFilters } from '../../../../shared/domain/tickets.ts';
import { useAssignees } from '../api/get-assignees.ts';
import type { TicketListState } from '../lib/list-url.ts';
import { categoryChoices, priorityChoices, sourceChoices, type Choice } from '../lib/options.ts';

const ALL = 'all';

type Props = {
  /** The search box as typed; state.q is the debounced text sent. */
  search: string;
  state: TicketListState;
  /** Staff filter by assignee; a client user cannot (the assignee list is staff only). */
  canFilterByAssignee: boolean;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<TicketListState>) => void;
  onClear: () => void;
};

/** A Select whose first choice, 'All ...', means no filter. */
function FilterSelect(props: {
  label: string;
  all: string;
  data: Choice[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      label={props.label}
      data={[{ value: ALL, label: props.all }, ...props.data]}
      value={props.value ?? ALL}
      onChange={(value) => props.onChange(value && value !== ALL ? value : null)}
      allowDeselect={false}
      w={{ base: '100%', sm: 170 }}
    />
  );
}

/**
 * The queue's filters (docs/domain.md, Tickets): search, Source (All, Worker, Agency), priority,
 * category, assignee (staff), overdue only, and 'Clear filters (N)' counting those applied. Every
 * change goes back to page 1.
 */
export function TicketFilters({ search, state, canFilterByAssignee, onSearch, onChange, onClear }: Props) {
  const assignees = useAssignees(canFilterByAssignee);
  const applied = countAppliedTicketFilters({
    q: search,
    source: state.source ?? undefined,
    priority: state.priority ?? undefined,
    category: state.category ?? undefined,
    assignedTo: state.assignedTo,
    overdue: state.overdue,
  });
  // The search stays in view on a phone; the Filters button counts the rest.
  const folded = applied - (search.trim() === '' ? 0 : 1);
  const assigneeChoices: Choice[] = [
    { value: 'me', label: 'Me' },
    ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search tickets"
        placeholder="Number, name, contact or notes"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 280 }}
      />
      <FiltersFold activeCount={folded}>
        <FilterSelect
          label="Source"
          all="All"
          data={sourceChoices}
          value={state.source}
          onChange={(source) => onChange({ source, page: 1 })}
        />
        <FilterSelect
          label="Priority"
          all="All priorities"
          data={priorityChoices}
          value={state.priority}
          onChange={(priority) => onChange({ priority, page: 1 })}
        />
        <FilterSelect
          label="Category"
          all="All categories"
          data={categoryChoices}
          value={state.category}
          onChange={(category) => onChange({ category, page: 1 })}
        />
        {canFilterByAssignee && (
          <FilterSelect
            label="Assignee"
            all="Anyone"
            data={assigneeChoices}
            value={state.assignedTo}
            onChange={(assignedTo) => onChange({ assignedTo, page: 1 })}
          />
        )}
        <Checkbox
          label="Overdue only"
          checked={state.overdue}
          onChange={(event) => onChange({ overdue: event.currentTarget.checked, page: 1 })}
          mb={8}
        />
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
          disabled={applied === 0}
        >
          {applied > 0 ? `Clear filters (${applied})` : 'Clear filters'}
        </Button>
      </FiltersFold>
    </Group>
  );
}
