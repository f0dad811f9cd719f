import { useRef, useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ImportSession, SubmitAnswer } from '../../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../../components/confirm.tsx';
import { useAgencyOptions } from '../../../../lib/agency-options.ts';
import { useClientAgencyId } from '../../../../lib/current-user.ts';
import { usePayrollCompanyOptions } from '../../../../lib/payroll-company-options.ts';
import { useSubmitImport } from '../../api/submit-import.ts';
import { useDuplicateActions } from '../../hooks/use-duplicate-actions.ts';
import { BusyProgress } from '../busy-progress.tsx';
import { formatCount } from '../../../../lib/format-number.ts';
import { StepHeading } from '../step-heading.tsx';

type Props = {
  session: ImportSession;
  focus: boolean;
  onBack: () => void;
  onSubmitted: (answer: SubmitAnswer) => void;
};

/**
 * Step 4, Agency: the agency and payroll company of every imported worker (both required; a client
 * user's own agency, fixed). Submit sends them with the import, one request, one transaction.
 */
export function AgencyStep({ session, focus, onBack, onSubmitted }: Props) {
  const clientAgencyId = useClientAgencyId();
  const agencies = useAgencyOptions();
  const payrollCompanies = usePayrollCompanyOptions();
  const [agencyId, setAgencyId] = useState<number | null>(clientAgencyId ?? session.agencyId);
  const [payrollCompanyId, setPayrollCompanyId] = useState<number | null>(session.payrollCompanyId);
  const { actions } = useDuplicateActions(session.sessionId);
  const submit = useSubmitImport(session.sessionId);
  const results = session.validationResults;
  const duplicates = session.validationResults?.duplicateCount ?? 0;
  const updates = Math.min(duplicates, Object.values(actions).filter((a) => a === 'update').length);
  const rows = results?.totalProcessableRows ?? session.totalRows;

  // A double click sends once: isPending is not yet true when the second click lands.
  const sending = useRef(false);
  const send = () => {
    if (agencyId === null || payrollCompanyId === null || sending.current) return;
    sending.current = true;
    submit.mutate(
      { agencyId, payrollCompanyId, duplicateActions: actions },
      { onSuccess: onSubmitted, onSettled: () => (sending.current = false) },
    );
  };

  return (
    <Stack gap="lg">
      <StepHeading focus={focus}>Choose the agency and payroll company</StepHeading>
      <Text size="sm">
        Every worker of this import is assigned to them: {countOf(rows, 'row')} to import
        {duplicates > 0 &&
          `, of which ${countOf(duplicates, 'duplicate')}: ${updates} to update, ${duplicates - updates} to skip`}
        .
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select<number>
          label="Agency"
          placeholder={agencies.isPending ? 'Loading agencies…' : 'Select an agency'}
          data={agencies.data ?? []}
          value={agencyId}
          onChange={setAgencyId}
          disabled={clientAgencyId !== null || submit.isPending}
          description={clientAgencyId !== null ? 'Your agency: you import into it only.' : undefined}
          nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
          searchable
          required
        />
        <Select<number>
          label="Payroll Company"
          placeholder={payrollCompanies.isPending ? 'Loading payroll companies…' : 'Select a payroll company'}
          data={payrollCompanies.data ?? []}
          value={payrollCompanyId}
          onChange={setPayrollCompanyId}
          disabled={submit.isPending}
          nothingFoundMessage={
            payrollCompanies.isError ? 'Could not load payroll companies' : 'No payroll companies found'
          }
          searchable
          required
        />
      </SimpleGrid>
      {submit.isPending && <BusyProgress label={`Importing ${formatCount(rows)} rows…`} />}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={submit.isPending}>
          Back to Review
        </Button>
        <Button onClick={send} disabled={agencyId === null || payrollCompanyId === null} loading={submit.isPending}>
          Submit Import
        </Button>
      </Group>
    </Stack>
  );
}
