import { useMemo, useRef, useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportFormat } from '../../../../shared/api/reports.ts';
import { todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';
import { useCurrentRole } from '../../../lib/current-user.ts';
import { toast } from '../../../lib/toast.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useGenerateReport } from '../api/generate-report.ts';
import { GenerateButtons } from '../components/generate-buttons.tsx';
import { QuickTemplates } from '../components/quick-templates.tsx';
import { RecentReports } from '../components/recent-reports.tsx';
import { ReportFilters } from '../components/report-filters.tsx';
import { ReportTypeCards } from '../components/report-type-cards.tsx';
import { historyPageUrlPatch, readHistoryPage, type HistoryPage } from '../lib/history-url.ts';
import { quickTemplates, type QuickTemplate } from '../lib/quick-templates.ts';
import { formWithin, reportChoicesFor, templatesWithin } from '../lib/report-access.ts';
import { reportToasts } from '../lib/report-messages.ts';
import { readReportForm, reportFormProblem, reportFormUrlPatch, type ReportForm } from '../lib/report-form.ts';

/**
 * Advanced Reports and Analytics (docs/domain.md; `/?tab=reports` and `/reports`, permission
 * reports): the type cards, filters and include fields, Generate CSV and Generate Excel, Recent
 * Reports and Quick Templates. The form and Recent Reports' page live in the address.
 */
export default function ReportsPage() {
  const [params, setParams] = useUrlState();
  const role = useCurrentRole();
  const choices = useMemo(() => reportChoicesFor(role), [role]);
  const form = formWithin(readReportForm(params), choices);
  const history = readHistoryPage(params);
  const isClient = role === 'client';
  const generate = useGenerateReport();
  const templates = useMemo(() => templatesWithin(quickTemplates(todayInLondon()), choices), [choices]);

  // Dates whose typed text is not a real day: the form keeps the last good value, so nothing is generated meanwhile.
  const [wrongDates, setWrongDates] = useState({ from: false, to: false });
  const datesTypedWrong = wrongDates.from || wrongDates.to;

  const change = (patch: Partial<ReportForm>) => setParams(reportFormUrlPatch(patch));
  const changeHistory = (patch: Partial<HistoryPage>, push = false) => setParams(historyPageUrlPatch(patch), { push });
  const applyTemplate = (template: QuickTemplate) => change({ ...template.form, includeLeft: false });

  // A double click asks once (docs/domain.md "Reports", a report asked twice): isPending, which
  // disables both buttons, is not yet true when the second click lands.
  const generating = useRef(false);
  const onGenerate = (format: ReportFormat) => {
    const problem = reportFormProblem(form);
    if (problem === 'typeRequired') return toast(reportToasts.typeRequired);
    if (problem || !form.type || datesTypedWrong || generating.current) return;
    generating.current = true;
    generate.mutate(
      { type: form.type, format, form, isClient },
      // A new entry is newest, so the first page shows it.
      { onSuccess: () => changeHistory({ page: 1 }), onSettled: () => (generating.current = false) },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Advanced Reports and Analytics
      </Title>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="generate-report-title">
        <Stack gap="lg">
          <div>
            <Title order={2} fz="h4" id="generate-report-title">
              Generate a Report
            </Title>
            <Text size="sm" c="dimmed">
              Choose a report type, narrow it with the filters, then download it as CSV or Excel.
            </Text>
          </div>
          <ReportTypeCards types={choices.types} value={form.type} onChange={(type) => change({ type })} />
          <ReportFilters
            form={form}
            fields={choices.fields}
            showAgency={!isClient}
            onChange={change}
            onDateTypedWrong={(key, typedWrong) => setWrongDates((dates) => ({ ...dates, [key]: typedWrong }))}
          />
          <GenerateButtons
            generating={generate.isPending ? generate.variables.format : null}
            isBlocked={reportFormProblem(form) === 'reversedDates' || datesTypedWrong}
            onGenerate={onGenerate}
          />
        </Stack>
      </Paper>
      <RecentReports
        page={history.page}
        pageSize={history.pageSize}
        onPage={(page) => changeHistory({ page }, true)}
        onPageSize={(pageSize) => changeHistory({ pageSize, page: 1 })}
      />
      <QuickTemplates templates={templates} form={form} onApply={applyTemplate} />
    </Stack>
  );
}
