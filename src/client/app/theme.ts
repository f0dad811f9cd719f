import { createTheme, Drawer, InputWrapper, Modal, Notification, PasswordInput } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine puts the required asterisk inside the <label>, so the label's text reads "Email *"
    // and no longer equals the visible field name; global.css draws it outside the label's text.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // Mantine names the eye button 'Toggle password visibility', which a search for the field
    // labelled 'Password' also finds; a name without the word keeps each field's label unique.
    PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } } }),
    // Close buttons of dialogs and toasts show only an icon; give them a name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
  },
});
