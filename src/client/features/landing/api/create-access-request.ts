import { useMutation } from '@tanstack/react-query';
import {
  accessRequestCreated,
  accessRequestPaths,
  type AccessRequestBody,
} from '../../../../shared/api/access-requests.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import type { ToastOptions } from '../../../lib/toast.ts';

export function createAccessRequest(body: AccessRequestBody): Promise<unknown> {
  return api.post(accessRequestPaths.create.build(), accessRequestCreated, body);
}

export function useCreateAccessRequest() {
  return useMutation({ mutationFn: createAccessRequest });
}

function detailsText(details: unknown): string | null {
  if (typeof details === 'string' && details.trim()) return details;
  if (Array.isArray(details)) {
    const parts = details
      .map((d: unknown) => (typeof d === 'string' ? d : (d as { message?: unknown } | null)?.message))
      .filter((m) => typeof m === 'string' && m);
    if (parts.length) return parts.join(' ');
  }
  return null;
}

/** The toast for a failed request, exactly as the error catalogue reads (docs/domain.md). */
export function accessRequestFailureToast(error: unknown): ToastOptions {
  if (error instanceof ApiError && error.status === 409) {
    const body = error.body;
    if (!body) return { title: 'Request Already Exists', variant: 'destructive' };
    if (body.error === 'DUPLICATE_EMAIL') {
      return {
        title: 'Account Already Exists',
        description:
          'An account with this email address already exists. Please contact an administrator if you need access.',
        variant: 'destructive',
      };
    }
    if (body.error === 'DUPLICATE_REQUEST') {
      return {
        title: 'Request Already Pending',
        description: 'You already have a pending access request. Please wait for administrator approval.',
        variant: 'destructive',
      };
    }
    return {
      title: 'Duplicate Request',
      description: detailsText(body.details) ?? 'This request cannot be processed due to a conflict.',
      variant: 'destructive',
    };
  }
  return { title: 'Error', description: 'Failed to submit access request. Please try again.', variant: 'destructive' };
}
