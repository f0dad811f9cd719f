import MyProfilePage from '../../features/profile/pages/my-profile-page.tsx';
import { TwoStepSignInCard } from '../../features/auth/components/two-step-card.tsx';
import { NotificationPreferencesCard } from '../../features/notifications/components/notification-preferences.tsx';

/**
 * /profile: a page of the app, since My Profile holds the notifications area's preferences
 * (docs/domain.md "Notifications in the app") and the sign-in's Two-Step Sign-In section
 * (docs/domain.md, "Managing the second factor"), and a feature never imports another.
 */
export default function MyProfileRoutePage() {
  return <MyProfilePage security={<TwoStepSignInCard />} notifications={<NotificationPreferencesCard />} />;
}
