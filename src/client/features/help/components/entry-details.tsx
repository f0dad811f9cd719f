import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ErrorGuideEntry, HelpEntry, HelpTopic, Workflow } from '../lib/types.ts';
import { DetailSection, HelpText, StepList, TextList } from './help-text.tsx';

type OpenEntry = (id: string) => void;
type Related = { id: string; title: string };

/** Links to other entries: each opens that entry in its tab. */
function RelatedEntries({ title, related, onOpen }: { title: string; related: readonly Related[]; onOpen: OpenEntry }) {
  if (related.length === 0) return null;
  return (
    <DetailSection title={title}>
      <Group gap="xs">
        {related.map((r) => (
          <Button key={r.id} size="compact-sm" variant="light" onClick={() => onOpen(r.id)}>
            {r.title}
          </Button>
        ))}
      </Group>
    </DetailSection>
  );
}

type DetailsProps<T> = { entry: T; relatedOf: (ids: readonly string[]) => Related[]; onOpen: OpenEntry };

function TopicDetails({ entry, relatedOf, onOpen }: DetailsProps<HelpTopic>) {
  return (
    <>
      <TextList items={entry.points} />
      {entry.steps && (
        <DetailSection title="Steps">
          <StepList steps={entry.steps} />
        </DetailSection>
      )}
      <RelatedEntries title="Related Workflows" related={relatedOf(entry.relatedWorkflows ?? [])} onOpen={onOpen} />
    </>
  );
}

function WorkflowDetails({ entry, relatedOf, onOpen }: DetailsProps<Workflow>) {
  return (
    <>
      <DetailSection title="Prerequisites">
        <TextList items={entry.prerequisites} />
      </DetailSection>
      <DetailSection title="Steps">
        <StepList steps={entry.steps} />
      </DetailSection>
      <RelatedEntries title="Related Workflows" related={relatedOf(entry.relatedWorkflows)} onOpen={onOpen} />
    </>
  );
}

function ErrorDetails({ entry, relatedOf, onOpen }: DetailsProps<ErrorGuideEntry>) {
  return (
    <>
      <DetailSection title="Symptoms">
        <TextList items={entry.symptoms} />
      </DetailSection>
      <Alert variant="light" color="blue" title="Quick Fix">
        <HelpText text={entry.quickFix} />
      </Alert>
      {entry.offersRetry && (
        <Group>
          {/* Retry reloads the page (docs/domain.md). */}
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Group>
      )}
      <DetailSection title="Detailed Steps">
        <StepList steps={entry.steps} />
      </DetailSection>
      <DetailSection title="Prevention Tips">
        <TextList items={entry.preventionTips} />
      </DetailSection>
      <RelatedEntries title="Related Issues" related={relatedOf(entry.relatedErrors)} onOpen={onOpen} />
    </>
  );
}

/** What an opened entry shows, by kind (docs/domain.md). */
export function EntryDetails(props: DetailsProps<HelpEntry>) {
  const { entry } = props;
  return (
    <Stack gap="md">
      {entry.kind === 'topic' ? (
        <TopicDetails {...props} entry={entry} />
      ) : entry.kind === 'workflow' ? (
        <WorkflowDetails {...props} entry={entry} />
      ) : (
        <ErrorDetails {...props} entry={entry} />
      )}
    </Stack>
  );
}
