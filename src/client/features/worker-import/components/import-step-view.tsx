import type { ImportSession } from '../../../../shared/api/worker-import-answers.ts';
import type { ImportUrlState } from '../lib/import-url.ts';
import type { ImportStep } from '../lib/steps.ts';
import { AgencyStep } from './agency/agency-step.tsx';
import { CompleteStep } from './complete/complete-step.tsx';
import { MappingStep } from './mapping/mapping-step.tsx';
import { ReviewStep } from './review/review-step.tsx';

type Props = {
  step: ImportStep;
  session: ImportSession;
  state: ImportUrlState;
  focus: boolean;
  change: (patch: Partial<ImportUrlState>, push?: boolean) => void;
  onImportMore: () => void;
  onViewPending: () => void;
};

/** The step of an import under way (Mapping to Complete), each moving on or back through the address. */
export function ImportStepView({ step, session, state, focus, change, onImportMore, onViewPending }: Props) {
  switch (step) {
    case 'upload':
    case 'mapping':
      return (
        <MappingStep
          key={session.sessionId}
          session={session}
          focus={focus}
          onValidated={() => change({ step: null, filter: 'all', page: 1 })}
          onStartAgain={onImportMore}
        />
      );
    case 'review':
      return (
        <ReviewStep
          session={session}
          focus={focus}
          filter={state.filter}
          page={state.page}
          onView={(view) => change(view)}
          onBack={() => change({ step: 'mapping' })}
          onContinue={() => change({ step: 'agency' })}
        />
      );
    case 'agency':
      return (
        <AgencyStep
          session={session}
          focus={focus}
          onBack={() => change({ step: null })}
          onSubmitted={(answer) => change({ step: null, batchId: answer.batchId })}
        />
      );
    case 'complete':
      return (
        <CompleteStep
          session={session}
          batchId={state.batchId}
          focus={focus}
          onImportMore={onImportMore}
          onViewPending={onViewPending}
        />
      );
  }
}
