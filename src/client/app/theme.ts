import { createTheme, Drawer, InputWrapper, Modal, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine puts the required asterisk inside the <label>, so the label's text reads "Email *"
    // and no longer equals the visible field name; global.css draws it outside the label's text.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Close buttons of dialogs and toasts show only an icon; give them a name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});
