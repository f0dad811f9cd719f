import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { IconDownload, IconRefresh, IconSearch } from '@tabler/icons-react';
import { rtwMessages } from '../../../../../shared/domain/right-to-work.ts';
import type { WorkerTab } from '../../../../../shared/domain/worker-status.ts';
import { EnGbDateInput } from '../../../../components/en-gb-date-input.tsx';
import { FiltersFold } from '../../../../components/filters-fold.tsx';
import { statusFilterOptions } from '../../lib/list-filters.ts';
import type { ListUrlState } from '../../lib/list-url.ts';
import { AgencyFilter } from './agency-filter.tsx';

type Props = {
  tab: WorkerTab;
  /** The search box as typed; state.q is the debounced text sent. */
  search: string;
  state: ListUrlState;
  /** From is after To: both date boxes are marked (the message is shown in place of the list). */
  isRangeReversed: boolean;
  onSearch: (text: string) => void;
  onChange: (patch: Partial<ListUrlState>) => void;
  onReset: () => void;
  onExport?: () => void;
};

const ALL = 'all';

/**
 * The filter bar (docs/domain.md): search, status, agency, Right to work lapsed (not on Left), and on
 * Authorised the work start date From and To; Export and Reset. Every change goes back to page 1.
 */
export function WorkerFilterBar({ tab, search, state, isRangeReversed, onSearch, onChange, onReset, onExport }: Props) {
  const statuses = statusFilterOptions[tab];
  const activeCount = [state.status, state.agencyId, state.rtw, state.from, state.to].filter((v) => v !== null).length;

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label="Search workers"
        placeholder="Name, email, phone, NI number or post code"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 300 }}
        type="search"
      />
      {/* On a phone the rest folds behind a Filters button (docs/domain.md "Wide screens and phones"). */}
      <FiltersFold activeCount={activeCount}>
        {statuses.length > 0 && (
          <Select
            label="Status"
            data={[{ value: ALL, label: 'All Statuses' }, ...statuses]}
            value={state.status ?? ALL}
            onChange={(value) => onChange({ status: value && value !== ALL ? value : null, page: 1 })}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
          />
        )}
        <AgencyFilter agencyId={state.agencyId} onChange={(agencyId) => onChange({ agencyId, page: 1 })} />
        {tab !== 'left' && (
          <Checkbox
            label={rtwMessages.lapsedFlag}
            checked={state.rtw === 'lapsed'}
            onChange={(event) => onChange({ rtw: event.currentTarget.checked ? 'lapsed' : null, page: 1 })}
            mt={{ base: 0, sm: 32 }}
          />
        )}
        {tab === 'authorised' && (
          <>
            <EnGbDateInput
              label="From"
              value={state.from}
              onChange={(from) => onChange({ from, page: 1 })}
              error={isRangeReversed || undefined}
              clearable
              w={{ base: '100%', sm: 150 }}
            />
            <EnGbDateInput
              label="To"
              value={state.to}
              onChange={(to) => onChange({ to, page: 1 })}
              error={isRangeReversed || undefined}
              clearable
              w={{ base: '100%', sm: 150 }}
            />
          </>
        )}
        <Group gap="xs" mt={25}>
          {onExport && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={onExport}
              disabled={isRangeReversed}
            >
              Export
            </Button>
          )}
          <Button variant="subtle" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onReset}>
            Reset
          </Button>
        </Group>
      </FiltersFold>
    </Group>
  );
}
