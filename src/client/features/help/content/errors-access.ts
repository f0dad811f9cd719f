import type { ErrorGuideEntry } from '../lib/types.ts';

/**
 * Error Guide entries about getting in and staying in: sign-in, sessions, permissions, the
 * connection, the error screens and the generic 'Error Detected' card (docs/domain.md).
 *
 */
export const accessErrors: readonly ErrorGuideEntry[] = [
  {
    kind: 'error',
    id: 'login-failed',
    cardKind: 'login-failed',
    title: 'Login failed',
    category: 'Signing in',
    description: 'The CRM Login page does not let you in.',
    symptoms: [
      'A ‘Login failed’ toast saying ‘Invalid email or password’.',
      '‘Email is required’ or ‘Password is required’ under a field.',
    ],
    quickFix: 'Check the e-mail address and retype the password, watching Caps Lock.',
    steps: [
      { text: 'Type the e-mail address you were approved with, in full.' },
      { text: 'Retype the password; passwords are case-sensitive, so check Caps Lock.' },
      {
        text: 'Still refused? Select **Forgot Password?** and **Send Reset Link** to choose a new password.',
        tip: 'The message is the same for an unknown e-mail, a wrong password and a deleted account, so it never tells anyone which e-mails have accounts.',
      },
      { text: 'If no e-mail arrives, ask an administrator to check your account or reset your password.' },
    ],
    preventionTips: ['Use a password manager.', 'Reset a forgotten password instead of guessing.'],
    relatedErrors: ['too-many-sign-in-attempts', 'reset-link-invalid', 'access-denied'],
  },
  {
    kind: 'error',
    id: 'too-many-sign-in-attempts',
    title: 'Too many failed sign-in attempts',
    category: 'Signing in',
    description: 'Sign-in is paused after repeated wrong passwords, even with the right one.',
    symptoms: ['‘Too many failed sign-in attempts. Please try again later.’'],
    quickFix: 'Wait 15 minutes, then sign in once, carefully.',
    steps: [
      { text: 'Stop trying: each attempt counts, even a correct one during the pause.' },
      { text: 'After 15 minutes sign in again, or reset your password with **Forgot Password?** first.' },
      { text: 'If it happens without you trying, tell an administrator: someone may be guessing your password.' },
    ],
    preventionTips: ['After two wrong tries, reset the password instead of guessing again.'],
    relatedErrors: ['login-failed'],
  },
  {
    kind: 'error',
    id: 'session-expired',
    title: 'Session expired',
    category: 'Signing in',
    description: 'You are sent back to the login page in the middle of your work.',
    symptoms: ['A ‘Session expired’ toast saying ‘Please sign in again.’ and the CRM Login page.'],
    quickFix: 'Sign in again: you return to the page you were on.',
    steps: [
      { text: 'Sign in with **Login**; the CRM takes you back to the page you were on.' },
      {
        text: 'Redo the last change if it was not saved: a form sent after the session ended was refused.',
        tip: 'A session ends after 30 minutes without activity or 10 hours after sign-in, and at once when an administrator changes your role or password.',
      },
    ],
    preventionTips: [
      'Save forms before leaving the desk.',
      'Select **Logout** when you finish, especially on a shared PC.',
    ],
    relatedErrors: ['login-failed', 'access-denied'],
  },
  {
    kind: 'error',
    id: 'password-change-required',
    title: 'Password change required or refused',
    category: 'Signing in',
    description: 'A dialog insists on a new password, or will not accept the one you chose.',
    symptoms: [
      'The Change Your Password dialog: ‘You must change your password before you can continue.’',
      '‘Password must be at least 8 characters with uppercase, lowercase, number, and special character’.',
      '‘Passwords do not match’ or ‘New password must be different from current password’.',
    ],
    quickFix: 'Choose a new password of 8 or more characters mixing upper and lower case, a number and a symbol.',
    steps: [
      { text: 'Enter the password you signed in with as the Current Password.' },
      { text: 'Type the new password twice, identically, then select **Change Password**.' },
      { text: 'If it is refused as too common, choose a longer, less predictable one.' },
    ],
    preventionTips: ['A password an administrator gave you is always temporary: change it at first sign-in.'],
    relatedErrors: ['reset-link-invalid'],
  },
  {
    kind: 'error',
    id: 'reset-link-invalid',
    title: 'Password reset link invalid or expired',
    category: 'Signing in',
    description: 'The link in the reset e-mail no longer works.',
    symptoms: ['‘Invalid Reset Link: This password reset link is invalid or has expired.’'],
    quickFix: 'Ask for a new link with Forgot Password? and use it within 60 minutes.',
    steps: [
      { text: 'Select **Back to Login**, then **Forgot Password?** and **Send Reset Link**.' },
      { text: 'Open the newest e-mail only: each link works once, for 60 minutes, and a new one replaces the old.' },
    ],
    preventionTips: ['Use the link as soon as it arrives.'],
    relatedErrors: ['login-failed', 'password-change-required'],
  },
  {
    kind: 'error',
    id: 'access-denied',
    cardKind: 'permission-denied',
    title: 'Access denied',
    category: 'Permissions',
    description: 'A page, tab or button is missing or refuses you because your role does not include it.',
    symptoms: [
      '‘Access Denied’ with ‘You do not have permission to view this page. Please contact an administrator if you need access.’',
      "‘You don't have permission to access the admin section.’ or ‘You don't have permission to access the agency management section.’",
      'A tab or a button (Authorise, Remove, Claim) that colleagues have is not shown to you.',
    ],
    quickFix: 'Ask an administrator for the role you need.',
    steps: [
      { text: 'Check your role in My Profile; Getting Started lists what each role may do.' },
      { text: 'Select **Go to Home** to return to a page you may use.' },
      {
        text: 'Ask an administrator to change your role; you are signed out and sign in again with the new permissions.',
        tip: 'A client user sees one agency only: records of other agencies answer ‘not found’ rather than access denied.',
      },
    ],
    preventionTips: ['Request the right access level when asking for an account.'],
    relatedErrors: ['record-not-found', 'session-expired'],
  },
  {
    kind: 'error',
    id: 'connection-problems',
    cardKind: 'connection-error',
    title: 'Connection problems',
    category: 'Connection',
    description: 'Nothing loads, or saving fails without a reason from the CRM.',
    symptoms: [
      'Lists stay on ‘Please try again later.’ or a loading spinner.',
      '‘Loading failed. Please refresh the page.’ with **Refresh Page**.',
      'Save failed on a worker card, or ‘An error occurred. Please try again.’',
    ],
    quickFix: 'Check your network, then reload the page.',
    steps: [
      { text: 'Check that other websites open; reconnect to the office network or VPN.' },
      {
        text: 'Reload the page (**Refresh Page** where offered). Your tab, search and filters come back from the address.',
      },
      { text: 'Redo the last change if its toast said it failed.' },
      { text: 'If the whole office is affected, tell an administrator.' },
    ],
    preventionTips: ['Keep one CRM tab per task rather than many old ones.'],
    relatedErrors: ['worker-profile-save-failed', 'something-went-wrong'],
  },
  {
    kind: 'error',
    id: 'something-went-wrong',
    title: 'Something went wrong while showing a page',
    category: 'Connection',
    description: 'A page failed to draw and the error screen appears instead.',
    symptoms: ['The heading with the product name, ‘Something went wrong while showing this page.’ and Error Details.'],
    quickFix: 'Select Try Again; if the page fails again, select Refresh Page.',
    steps: [
      { text: 'Select **Try Again** to draw the page again.' },
      { text: 'If it fails again, select **Refresh Page** to reload the app.' },
      {
        text: 'If it keeps happening, open Error Details and send the message through **Feedback** with what you did just before.',
      },
    ],
    preventionTips: ['Report a repeatable failure once, with the steps, so it can be fixed.'],
    relatedErrors: ['connection-problems', 'error-detected'],
  },
  {
    kind: 'error',
    id: 'error-detected',
    title: 'Error Detected',
    category: 'Connection',
    description: 'Any other error: something failed and none of the other entries fits.',
    symptoms: ['A red toast or message that none of the other entries describes.'],
    quickFix: 'Retry: reload the page and do it again.',
    steps: [
      { text: 'Select **Retry** to reload the page.' },
      { text: 'Do the action again, once.' },
      { text: 'Still failing? Send the exact message through **Feedback**, category Bug Report.' },
    ],
    preventionTips: ['Note the exact message and the screen when something fails.'],
    relatedErrors: ['connection-problems', 'something-went-wrong'],
    offersRetry: true,
  },
];
