import { useRef } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { importMessages, type ReviewFilter } from '../../../../../shared/api/worker-import.ts';
import { type ImportSession } from '../../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../../components/confirm.tsx';
import { StepHeading } from '../step-heading.tsx';
import { BulkFixActions } from './bulk-fix-actions.tsx';
import { ErrorFileMenu } from './error-file-menu.tsx';
import { ReviewCounts } from './review-counts.tsx';
import { ReviewRows } from './review-rows.tsx';

const filterChoices: { value: ReviewFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'errors', label: 'Errors' },
  { value: 'warnings', label: 'Warnings' },
  { value: 'duplicates', label: 'Duplicates' },
  { value: 'valid', label: 'Valid' },
];

type Props = {
  session: ImportSession;
  focus: boolean;
  filter: ReviewFilter;
  page: number;
  onView: (change: { filter?: ReviewFilter; page?: number }) => void;
  onBack: () => void;
  onContinue: () => void;
};

/**
 * Step 3, Review & Edit: the counts, the rows (filtered and paged on the server, both in the
 * address), cells edited and rows removed in place, a skip / update choice per duplicate, and the
 * error file. Continue stays 'Fix Errors First', disabled, while any error remains (docs/domain.md).
 */
export function ReviewStep({ session, focus, filter, page, onView, onBack, onContinue }: Props) {
  const results = session.validationResults;
  const gridTop = useRef<HTMLDivElement>(null);
  // Five choices fit a phone's width only in the small size.
  const filterSize = useMatches({ base: 'xs', sm: 'sm' });
  if (!results) return null;
  const hasErrors = results.errorCount > 0;
  // Every row removed: nothing to submit (the server would refuse it with 'no rows left').
  const isEmpty = results.totalRows === 0;

  return (
    <Stack gap="lg">
      <StepHeading focus={focus}>Review & Edit the rows of {session.fileName}</StepHeading>
      <ReviewCounts results={results} />
      {hasErrors ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {countOf(results.errorCount, 'error')} in {countOf(results.errorRows, 'row')} must be fixed before the import:
          edit the cells in red, replace a value in a whole column, remove the rows, or download the error file, fix it
          and upload it again.
        </Alert>
      ) : isEmpty ? (
        <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="status">
          No rows are left to import: every row has been removed. Upload another file, or discard this import from the
          Upload step.
        </Alert>
      ) : (
        <Text size="sm">
          No errors: {countOf(results.totalProcessableRows, 'row')} can be imported. Rows flagged as duplicates are
          skipped unless you choose Update.
        </Text>
      )}
      <Group
        justify="space-between"
        ref={gridTop}
        style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}
      >
        <SegmentedControl
          size={filterSize}
          aria-label="Show rows"
          value={filter}
          onChange={(value) => onView({ filter: value, page: 1 })}
          data={filterChoices}
        />
        <Group gap="xs">
          <BulkFixActions session={session} />
          <ErrorFileMenu sessionId={session.sessionId} disabled={results.errorCount + results.warningCount === 0} />
        </Group>
      </Group>
      <ReviewRows
        session={session}
        filter={filter}
        page={page}
        onPage={(next) => {
          onView({ page: next });
          gridTop.current?.scrollIntoView({ block: 'start' });
        }}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          Back to Mapping
        </Button>
        <Button onClick={onContinue} disabled={hasErrors || isEmpty}>
          {hasErrors ? importMessages.fixErrorsFirst : 'Continue'}
        </Button>
      </Group>
    </Stack>
  );
}
