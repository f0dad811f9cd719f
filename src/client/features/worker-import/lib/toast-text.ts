import { toast } from '../../../lib/toast.ts';

/**
 * Shows one of the spec's quoted texts ('Upload failed - Please try again or contact support') as
 * a toast: the words before the first ' - ' are its title, the rest its description.
 */
export function toastSpecError(text: string) {
  const at = text.indexOf(' - ');
  toast({
    title: at < 0 ? text : text.slice(0, at),
    description: at < 0 ? undefined : text.slice(at + 3),
    variant: 'destructive',
  });
}
