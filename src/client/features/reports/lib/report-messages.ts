import type { ToastOptions } from '../../../lib/toast.ts';

/** The screen's toasts: docs/domain.md word the titles; the descriptions the spec leaves out are ours (docs/domain.md "Reports screen"). */
export const reportToasts = {
  typeRequired: {
    title: 'Report Type Required',
    description: 'Please select a report type to generate.',
    variant: 'destructive',
  },
  generated: (fileName: string): ToastOptions => ({
    title: 'Report Generated Successfully',
    description: `${fileName} has been downloaded.`,
  }),
  failed: {
    title: 'Report Generation Failed',
    description: 'Failed to generate the report. Please try again.',
    variant: 'destructive',
  },
  downloadFailed: {
    title: 'Download Failed',
    description: 'The report could not be downloaded. Please try again, or generate it again.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastOptions | ((fileName: string) => ToastOptions)>;

/** Start after end matches nothing, so the screen says so and generates nothing. */
export const REVERSED_DATES_MESSAGE = 'The start date must be on or before the end date';
