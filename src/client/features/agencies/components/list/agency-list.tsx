import { Stack } from '@mantine/core';
import type { AgencyPage } from '../../../../../shared/api/agencies.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { AgencyCard } from './agency-card.tsx';
import { NumberedPager } from '../../../../components/list-pager.tsx';
import { agencyPageSizes } from '../../lib/list-url.ts';
import { pageBlock } from '../../lib/page-blocks.ts';

type Props = {
  data: AgencyPage | undefined;
  isPending: boolean;
  isStale: boolean;
  error: unknown;
  emptyMessage: string;
  /** Admins archive from the Active tab's cards (docs/domain.md, "Archiving"). */
  canArchive: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** One page of agency cards with the pager, or the tab's empty state (docs/domain.md, Agencies). */
export function AgencyList({ data, isPending, isStale, error, emptyMessage, canArchive, onPage, onPageSize }: Props) {
  return (
    <QueryState
      isPending={isPending}
      error={error}
      errorTitle="Failed to load agencies"
      loadingLabel="Loading agencies"
    >
      {data && data.total === 0 ? (
        <EmptyMessage>{emptyMessage}</EmptyMessage>
      ) : (
        data && (
          <Stack gap="sm" aria-busy={isStale} style={{ opacity: isStale ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {data.items.map((agency) => (
              <AgencyCard key={agency.id} agency={agency} canArchive={canArchive} />
            ))}
            <NumberedPager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              noun="agencies"
              label="Pages"
              onPage={onPage}
              pageSizes={agencyPageSizes}
              onPageSize={onPageSize}
              pageNumbers={pageBlock}
              withJump
            />
          </Stack>
        )
      )}
    </QueryState>
  );
}
