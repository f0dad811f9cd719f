import {
  createTheme,
  Drawer,
  InputWrapper,
  Modal,
  Notification,
  PasswordInput,
  type CSSVariablesResolver,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { accessibleColors } from './theme-colors.ts';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 of each palette (theme-colors.ts) meets WCAG AA with white text, and as text on white.
  primaryShade: { light: 8, dark: 8 },
  colors: accessibleColors,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine puts the required asterisk inside the <label>, so the label's text reads "Email *"
    // and no longer equals the visible field name; global.css draws it outside the label's text.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Mantine names the eye button 'Toggle password visibility', which a search for the field
    // labelled 'Password' also finds; a name without the word keeps each field's label unique.
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } },
    }),
    // Close buttons of dialogs and toasts show only an icon; give them a name. A dialog's header is
    // a <header> outside any landmark, which would be a second banner beside the app's header.
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } },
    }),
    Drawer: Drawer.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'none' } } },
    }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    // The calendar's icon buttons get names; days of the next and previous months (pale grey) and
    // the red weekend colouring are not shown: neither meets the contrast minimum.
    DateInput: DateInput.extend({
      defaultProps: {
        clearButtonProps: { 'aria-label': 'Clear date' },
        hideOutsideDates: true,
        weekendDays: [],
        // The month and year controls keep their visible text ('November 2026') as their name.
        ariaLabels: {
          previousMonth: 'Previous month',
          nextMonth: 'Next month',
          previousYear: 'Previous year',
          nextYear: 'Next year',
          previousDecade: 'Previous decade',
          nextDecade: 'Next decade',
        },
      },
    }),
  },
});

/** Error text and placeholders in a darker red and grey than Mantine's (red 6, 3.3:1; gray 5, 2.1:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
