import { useEffect } from 'react';
import { Checkbox, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReportFieldGroup, ReportStatus } from '../../../../shared/api/reports.ts';
import { reportDateTargets } from '../../../../shared/domain/reports/report-filters.ts';
import { EnGbDateInput } from '../../../components/en-gb-date-input.tsx';
import { useAgencyOptions } from '../../../lib/agency-options.ts';
import { reportStatusesFor } from '../lib/report-access.ts';
import { datesMessage, orderedFields, type ReportForm } from '../lib/report-form.ts';
import { reportFieldLabels, reportStatusLabels } from '../lib/report-types.ts';

type Props = {
  form: ReportForm;
  /** The include groups the user may ask for. */
  fields: readonly ReportFieldGroup[];
  /** A client user's reports are fixed to its agency: no agency filter (docs/domain.md "Reports"). */
  showAgency: boolean;
  onChange: (patch: Partial<ReportForm>) => void;
  /** A date's text is not a real day (31/02/2026): said at the date; generating waits until it is put right. */
  onDateTypedWrong: (key: 'from' | 'to', typedWrong: boolean) => void;
};

const statusData = (type: ReportForm['type']) =>
  reportStatusesFor(type).map((status) => ({ value: status, label: reportStatusLabels[status] }));

/** Status, start and end date, agency (staff) and the include-field checkboxes (docs/domain.md). */
export function ReportFilters({ form, fields, showAgency, onChange, onDateTypedWrong }: Props) {
  const datesProblem = datesMessage(form);
  const date = (key: 'from' | 'to') => ({
    value: form[key] || null,
    onChange: (value: string | null) => onChange({ [key]: value ?? '' }),
    onTypedWrong: (typedWrong: boolean) => onDateTypedWrong(key, typedWrong),
    clearable: true,
    clearButtonProps: { 'aria-label': key === 'from' ? 'Clear start date' : 'Clear end date' },
    w: 170,
  });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select<ReportStatus>
            label="Status"
            data={statusData(form.type)}
            value={form.status}
            onChange={(status) => onChange({ status: status ?? 'all' })}
            allowDeselect={false}
            w={170}
          />
          <EnGbDateInput label="Start date" {...date('from')} />
          <EnGbDateInput label="End date" {...date('to')} error={datesProblem} />
          {showAgency && <AgencyFilter value={form.agencyId} onChange={(agencyId) => onChange({ agencyId })} />}
        </Group>
        {form.type === 'rtw' && (
          <>
            <Checkbox
              label="Include Left workers"
              description="Left workers are left out of the right-to-work report unless this is ticked."
              checked={form.includeLeft}
              onChange={(event) => onChange({ includeLeft: event.currentTarget.checked })}
              mt="xs"
            />
            <Checkbox
              label="Only follow-ups due within 30 days or lapsed"
              description="Workers whose right-to-work follow-up check is due in the next 30 days or has lapsed, soonest first."
              checked={form.followUpDue}
              onChange={(event) => onChange({ followUpDue: event.currentTarget.checked })}
              mt="xs"
            />
          </>
        )}
        <Text size="sm" c="dimmed">
          {form.type
            ? `Dates filter the ${reportDateTargets[form.type]}; both days are included.`
            : 'Choose a report type to see which of its dates the dates filter.'}
        </Text>
      </Stack>
      <Checkbox.Group
        label="Include fields"
        value={form.fields}
        onChange={(checked) => onChange({ fields: orderedFields(checked) })}
        labelProps={{ mb: 'xs' }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {fields.map((group) => (
            <Checkbox key={group} value={group} label={reportFieldLabels[group]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Stack>
  );
}

function AgencyFilter({ value, onChange }: { value: number | null; onChange: (agencyId: number | null) => void }) {
  const agencies = useAgencyOptions();
  // An agency the list does not hold (an edited address, an agency archived since) would be sent
  // unseen while the box reads 'All agencies': it is dropped, so what is shown is what is asked.
  const unknown = value !== null && agencies.data !== undefined && !agencies.data.some((o) => o.value === value);
  useEffect(() => {
    if (unknown) onChange(null);
  }, [unknown, onChange]);
  return (
    <Select<number>
      label="Agency"
      placeholder={agencies.isPending ? 'Loading agencies…' : 'All agencies'}
      data={agencies.data ?? []}
      value={value}
      onChange={onChange}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear agency' }}
      nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
      w={240}
    />
  );
}
