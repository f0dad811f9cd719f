import { useCallback } from 'react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { IMPORT_SESSION_HOURS } from '../../../../shared/api/worker-import.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useImportSession } from '../api/get-session.ts';
import { ImportProgress } from '../components/import-progress.tsx';
import { ImportStepView } from '../components/import-step-view.tsx';
import { UploadStep } from '../components/upload/upload-step.tsx';
import { useStepFocus } from '../hooks/use-step-focus.ts';
import { clearedImport, importUrlPatch, readImportUrl, type ImportUrlState } from '../lib/import-url.ts';
import { stepOf } from '../lib/steps.ts';

const GONE_NOTICE = `That import was not found: an import is kept for ${IMPORT_SESSION_HOURS} hours after its last use. Please upload the file again.`;

/** Where 'View Pending Workers' goes (docs/domain.md): the workers tab's Pending list. */
const PENDING_WORKERS = '/?tab=workers&workertab=pending';

/**
 * Bulk Upload Workers (docs/domain.md, issue 10): five steps with progress = step / 5. The
 * session under way, the step asked for, the review's filter and page live in the address, so a
 * reload resumes where the user was (GET of the session); the session's status decides which
 * steps are open.
 */
export default function BulkUploadPage() {
  const [params, setParams] = useUrlState();
  const state = readImportUrl(params);
  const [, navigate] = useLocation();
  const change = useCallback(
    (patch: Partial<ImportUrlState>, push = true) => setParams(importUrlPatch(patch), { push }),
    [setParams],
  );
  const session = useImportSession(state.sessionId);
  const isGone = session.error instanceof ApiError && session.error.status === 404;
  const isLoading = state.sessionId !== null && session.isPending;
  const current = state.sessionId && !isGone ? session.data : undefined;
  const step = stepOf(current, state.step);
  const focus = useStepFocus(isLoading ? null : step);

  const body = () => {
    if (isLoading) return <PageLoader />;
    if (session.error && !isGone)
      return (
        <Alert color="red" variant="light" title="Could not open the import" icon={<IconAlertCircle size={18} />}>
          <Text size="sm" mb="sm">
            {messageOf(session.error, 'Please try again later.')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void session.refetch()}>
            Try Again
          </Button>
        </Alert>
      );
    if (!current)
      return (
        <UploadStep
          focus={focus}
          notice={isGone ? GONE_NOTICE : null}
          onUploaded={(answer) => change({ ...clearedImport, sessionId: answer.sessionId })}
          onResume={(sessionId) => change({ ...clearedImport, sessionId })}
        />
      );
    return (
      <ImportStepView
        step={step}
        session={current}
        state={state}
        focus={focus}
        change={change}
        onImportMore={() => change(clearedImport)}
        onViewPending={() => navigate(PENDING_WORKERS)}
      />
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Bulk Upload Workers
      </Title>
      <ImportProgress step={step} />
      {body()}
    </Stack>
  );
}
