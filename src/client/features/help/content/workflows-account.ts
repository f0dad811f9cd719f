import type { Workflow } from '../lib/types.ts';

/** Workflows about one's own account: access, passwords, profile and feedback (docs/domain.md). */
export const accountWorkflows: readonly Workflow[] = [
  {
    kind: 'workflow',
    id: 'request-access',
    title: 'Request access and sign in for the first time',
    category: 'Account',
    description: 'Ask for an account from the public page, then sign in and set your own password.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['A work e-mail address.'],
    steps: [
      {
        text: 'On the public page select **Request Access** and enter your First Name, Last Name and Email, then **Request Access**.',
        tip: '‘Request Already Pending’ means a request for that e-mail is waiting; ‘Account Already Exists’ means you have an account: use Forgot Password? on the login page.',
      },
      { text: 'An administrator reviews the request; you receive an e-mail once access is approved.' },
      {
        text: 'Select **Sign In**, enter your e-mail and the initial password the administrator gave you and select **Login**.',
      },
      {
        text: 'The Change Your Password dialog opens first: enter the current password and a new one twice, then **Change Password**.',
        tip: 'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character; very common passwords are refused.',
      },
    ],
    relatedWorkflows: ['reset-forgotten-password', 'change-password'],
  },
  {
    kind: 'workflow',
    id: 'reset-forgotten-password',
    title: 'Reset a forgotten password',
    category: 'Account',
    description: 'Get a reset link by e-mail and choose a new password without asking anyone.',
    difficulty: 'Easy',
    estimatedTime: '3 minutes',
    prerequisites: ['An active account and access to its e-mail inbox.'],
    steps: [
      {
        text: 'On the CRM Login page select **Forgot Password?**, enter your Email and select **Send Reset Link**.',
        tip: 'The answer is the same whether or not the e-mail has an account: ‘If the email exists, a reset link has been sent to your inbox.’',
      },
      {
        text: 'Open the link in the e-mail within 60 minutes. It can be used once.',
      },
      {
        text: 'Enter the New Password and Confirm Password and select **Reset Password**.',
        tip: 'At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
      },
      {
        text: '‘Password Reset Successful’ takes you to the login page after 3 seconds (or select **Go to Login**). Sign in with the new password.',
      },
    ],
    relatedWorkflows: ['reset-user-password', 'change-password'],
  },
  {
    kind: 'workflow',
    id: 'reset-user-password',
    title: 'Reset a user’s password (administrators)',
    category: 'Administration',
    description: 'Set a temporary password for a user who is locked out; they choose their own at next sign-in.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['The admin role.'],
    steps: [
      { text: 'Open the Admin tab, then User Management, and find the user.' },
      {
        text: 'Select **Reset Password** in the user’s row, type a New Password of at least 8 characters and select **Reset Password**.',
      },
      {
        text: 'Give the user the password another way (by phone). They are signed out everywhere and must change it when they next sign in.',
      },
    ],
    relatedWorkflows: ['reset-forgotten-password', 'create-user-and-change-role'],
  },
  {
    kind: 'workflow',
    id: 'change-password',
    title: 'Change your password and profile',
    category: 'Account',
    description: 'Change your own password, and (administrators) your name and e-mail.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['Signed in.'],
    steps: [
      {
        text: 'Select **My Profile** in the header. Change Password asks for your Current Password and the New Password twice; select **Change Password**.',
        tip: 'Names and e-mail are set by an administrator; ask one to change yours.',
      },
      {
        text: 'Administrators: open **Admin Profile** (from My Profile or the Admin Control Panel), select **Edit Profile**, change the First Name, Last Name or Email and select **Save** (or **Cancel**).',
        tip: 'A New Password there is optional; leave it blank to keep the current one.',
      },
    ],
    relatedWorkflows: ['reset-forgotten-password'],
  },
  {
    kind: 'workflow',
    id: 'submit-feedback',
    title: 'Send feedback or report a problem',
    category: 'Account',
    description: 'Tell the administrators about a bug, an idea or an improvement from any screen.',
    difficulty: 'Easy',
    estimatedTime: '2 minutes',
    prerequisites: ['Signed in (any role).'],
    steps: [
      { text: 'Select **Feedback** in the header.' },
      {
        text: 'Choose the Category (Feature Request, Bug Report, Improvement, Other) and the Priority (Medium unless you change it), then write a Title (up to 100 characters) and a Description (up to 1000).',
        tip: 'For a bug, say which screen, what you did and the exact message you saw.',
      },
      {
        text: 'Select **Submit Feedback**. The toast thanks you; an administrator triages it in Feedback Management.',
      },
    ],
    relatedWorkflows: ['triage-feedback'],
  },
];
