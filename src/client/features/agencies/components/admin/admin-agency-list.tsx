import { Stack, Title } from '@mantine/core';
import { ADMIN_AGENCY_PAGE_SIZE } from '../../../../../shared/domain/agencies.ts';
import { EmptyMessage } from '../../../../components/empty-state.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { useAgencyPage } from '../../api/get-agencies.ts';
import { NumberedPager } from '../../../../components/list-pager.tsx';
import { pageBlock } from '../../lib/page-blocks.ts';
import { AdminAgencyTable } from './admin-agency-table.tsx';

type Props = {
  archived: boolean;
  q: string;
  status: string;
  page: number;
  onPage: (page: number) => void;
};

/** One of the admin panel's two agency lists, 10 a page (docs/domain.md). */
export function AdminAgencyList({ archived, q, status, page, onPage }: Props) {
  const title = archived ? 'Archived Agencies' : 'Active Agencies';
  const list = useAgencyPage({ archived, q, status, page, pageSize: ADMIN_AGENCY_PAGE_SIZE });
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {list.data ? `${title} (${list.data.total})` : title}
      </Title>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        errorTitle={`Failed to load ${title.toLowerCase()}`}
        loadingLabel={`Loading ${title.toLowerCase()}`}
      >
        {list.data?.total === 0 ? (
          <EmptyMessage>{archived ? 'No archived agencies found' : 'No agencies found'}</EmptyMessage>
        ) : (
          list.data && (
            <>
              <AdminAgencyTable agencies={list.data.items} archived={archived} label={title} />
              <NumberedPager
                page={list.data.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                noun="agencies"
                label={`${title} pages`}
                onPage={onPage}
                pageNumbers={pageBlock}
                withJump
              />
            </>
          )
        )}
      </QueryState>
    </Stack>
  );
}
