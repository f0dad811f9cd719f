import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useSearch } from 'wouter';
import { MY_WORK_PAGE_SIZE, myWorkKinds, myWorkTitles, type MyWorkKind } from '../../../../shared/domain/my-work.ts';
import { BackToMainLink } from '../../../components/back-to-main-link.tsx';
import { EmptyMessage } from '../../../components/empty-state.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useUrlState } from '../../../lib/use-url-state.ts';
import { useMyWork, useMyWorkPage } from '../api/get-my-work.ts';
import { MyWorkTable } from '../components/my-work-table.tsx';

const readKind = (value: string | null): MyWorkKind | null => myWorkKinds.find((k) => k === value) ?? null;

/**
 * My Work (`/my-work`, docs/domain.md "My work"): what waits for the signed-in user, due date first,
 * each kind's total with "Show all"; `?show=<kind>` pages one kind where no list holds it.
 */
export default function MyWorkPage() {
  const params = new URLSearchParams(useSearch());
  const kind = readKind(params.get('show'));
  return (
    <Stack gap="lg">
      <BackToMainLink />
      <Title order={1} fz="h2">
        My Work
      </Title>
      {kind ? <OneKind kind={kind} /> : <Summary />}
    </Stack>
  );
}

function Summary() {
  const work = useMyWork();
  return (
    <QueryState
      isPending={work.isPending}
      error={work.error}
      errorTitle="Failed to load your work"
      loadingLabel="Loading your work"
    >
      {work.data && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: work.data.sections.length }} spacing="sm">
            {work.data.sections.map((section) => (
              <Card
                key={section.kind}
                withBorder
                padding="sm"
                radius="md"
                component="section"
                aria-label={section.title}
              >
                <Text size="sm" c="dimmed">
                  {section.title}
                </Text>
                <Text fz="xl" fw={700}>
                  {section.total.toLocaleString('en-GB')}
                </Text>
                {section.total > 0 && (
                  <Anchor component={Link} href={section.showAllUrl} size="sm">
                    {`Show all ${section.title.toLowerCase()}`}
                  </Anchor>
                )}
              </Card>
            ))}
          </SimpleGrid>
          {work.data.items.length === 0 ? (
            <EmptyMessage>Nothing waits for you. New work shows here as it comes in.</EmptyMessage>
          ) : (
            <MyWorkTable items={work.data.items} label="What waits for me" />
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function OneKind({ kind }: { kind: MyWorkKind }) {
  const [params, setParams] = useUrlState();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const data = useMyWorkPage(kind, page);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {myWorkTitles[kind]}
        </Title>
        <Button component={Link} href="/my-work" variant="subtle" size="xs">
          Back to My Work
        </Button>
      </Group>
      <QueryState
        isPending={data.isPending}
        error={data.error}
        errorTitle="Failed to load your work"
        loadingLabel="Loading your work"
      >
        {data.data && (
          <Stack gap="sm">
            <MyWorkTable items={data.data.items} label={myWorkTitles[kind]} />
            <ListPager
              page={data.data.page}
              pageSize={MY_WORK_PAGE_SIZE}
              total={data.data.total}
              noun="items"
              label="My Work pages"
              onPage={(next) => setParams({ page: next === 1 ? null : next }, { push: true })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
