import { useMemo, useState } from 'react';
import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconBuildingPlus, IconSearch } from '@tabler/icons-react';
import type { PayrollCompany } from '../../../../shared/api/payroll-companies.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useSearchBox } from '../../../lib/use-search-box.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useDeletePayrollCompany } from '../api/delete-payroll-company.ts';
import { usePayrollCompanies } from '../api/get-payroll-companies.ts';
import { searchCompanies } from '../lib/company-search.ts';
import { summarisePayrollCompanies } from '../lib/company-summary.ts';
import { deleteCompanyQuestion } from '../lib/delete-question.ts';
import { PayrollCompaniesTable, type PayrollCompanyAction } from './payroll-companies-table.tsx';
import { PayrollCompanyDialog } from './payroll-company-dialog.tsx';
import { PayrollCompanySummaryCards } from './payroll-company-summary-cards.tsx';

/** The tab's search in the address, beside the panel's own ?admintab=. */
const SEARCH_PARAM = 'companyq';

type Dialog = { company: PayrollCompany | null } | null;

/**
 * Payroll Company Management (docs/domain.md), the Admin Control Panel's payroll-companies tab:
 * search (name, e-mail, PAYE reference, supplier), four summary cards over the companies shown,
 * the table, the add and edit dialog, and Delete after the spec's question.
 */
export function PayrollCompaniesTab() {
  const [params, setParams] = useUrlState();
  const q = (params.get(SEARCH_PARAM) ?? '').trim();
  const searchBox = useSearchBox(q, (text) => setParams({ [SEARCH_PARAM]: text }));
  const companies = usePayrollCompanies();
  const deleteCompany = useDeletePayrollCompany();
  const [dialog, setDialog] = useState<Dialog>(null);

  const shown = useMemo(() => searchCompanies(companies.data ?? [], q), [companies.data, q]);
  const summary = useMemo(
    () => (companies.data ? summarisePayrollCompanies(shown) : undefined),
    [companies.data, shown],
  );

  const act = (action: PayrollCompanyAction, company: PayrollCompany) => {
    if (action === 'edit') return setDialog({ company });
    confirmAction({
      title: 'Delete Payroll Company',
      message: deleteCompanyQuestion(company.name),
      confirmLabel: 'Delete',
      onConfirm: () => deleteCompany.mutate(company.id),
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3">
          Payroll Company Management
        </Title>
        <Button leftSection={<IconBuildingPlus size={16} aria-hidden />} onClick={() => setDialog({ company: null })}>
          Add Payroll Company
        </Button>
      </Group>
      <TextInput
        label="Search payroll companies"
        placeholder="Name, email, PAYE reference or supplier"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchBox.search}
        onChange={(event) => searchBox.type(event.currentTarget.value)}
        w={{ base: '100%', sm: 360 }}
      />
      <PayrollCompanySummaryCards summary={summary} isLoading={companies.isPending} />
      <QueryState
        isPending={companies.isPending}
        error={companies.error}
        errorTitle="Failed to fetch payroll companies"
        loadingLabel="Loading payroll companies"
      >
        {shown.length > 0 ? (
          <PayrollCompaniesTable companies={shown} onAction={act} />
        ) : (
          <EmptyMessage>{q ? 'No payroll companies match your search' : 'No payroll companies yet'}</EmptyMessage>
        )}
      </QueryState>
      <PayrollCompanyDialog
        opened={dialog !== null}
        company={dialog?.company ?? null}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
