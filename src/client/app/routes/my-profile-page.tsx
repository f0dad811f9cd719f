import MyProfilePage from '../../features/profile/pages/my-profile-page.tsx';
import { NotificationPreferencesCard } from '../../features/notifications/components/notification-preferences.tsx';

/**
 * /profile: a page of the app, since My Profile holds the notifications area's preferences
 * (docs/domain.md "Notifications in the app") and a feature never imports another.
 */
export default function MyProfileRoutePage() {
  return <MyProfilePage notifications={<NotificationPreferencesCard />} />;
}
