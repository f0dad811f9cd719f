import { notifications } from '@mantine/notifications';

/**
 * Toasts (docs/domain.md): title, description, variant default or destructive; one visible at a
 * time (the Notifications provider has limit 1) for 5 seconds.
 */
export type ToastOptions = { title: string; description?: string; variant?: 'default' | 'destructive' };

export function toast({ title, description, variant = 'default' }: ToastOptions) {
  notifications.clean();
  notifications.show({
    title,
    message: description ?? '',
    color: variant === 'destructive' ? 'red' : 'teal',
    autoClose: 5000,
    withCloseButton: true,
  });
}
