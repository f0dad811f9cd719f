import { Grid, Stack, Title } from '@mantine/core';
import { BackToMainLink } from '../../../components/back-to-main-link.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useAdminProfile } from '../api/get-admin-profile.ts';
import { AccountInfoCard } from '../components/account-info-card.tsx';
import { AccountSettingsForm } from '../components/account-settings-form.tsx';
import { ProfileOverviewCard } from '../components/profile-overview-card.tsx';

/** Admin Profile (docs/domain.md): overview, account settings and account information. */
export default function AdminProfilePage() {
  const profile = useAdminProfile();
  return (
    <Stack gap="lg">
      <BackToMainLink />
      <Title order={1} fz="h2">
        Admin Profile
      </Title>
      <QueryState
        isPending={profile.isPending}
        error={profile.error}
        errorTitle="Failed to load your profile"
        loadingLabel="Loading profile"
      >
        {profile.data && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack gap="lg">
                <ProfileOverviewCard profile={profile.data} />
                <AccountInfoCard profile={profile.data} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <AccountSettingsForm key={profile.data.updatedAt} profile={profile.data} />
            </Grid.Col>
          </Grid>
        )}
      </QueryState>
    </Stack>
  );
}
