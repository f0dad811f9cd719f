import type { Mail } from '../../lib/mailer.ts';

type Requester = { firstName: string; email: string };

/** docs/domain.md: approval e-mails the sign-in address; the password is given by the administrator, never e-mailed. */
export function approvalMail(requester: Requester, publicUrl: string): Mail {
  return {
    to: requester.email,
    subject: 'Your Worker CRM access has been approved',
    text:
      `Hello ${requester.firstName},\n\n` +
      'Your request for access to Worker CRM has been approved.\n' +
      `Sign in at ${publicUrl}/login with this e-mail address and the initial password your administrator gives you.\n` +
      'You will be asked to choose a new password when you first sign in.\n',
  };
}

/** Rejection e-mails the reason the administrator gave. */
export function rejectionMail(requester: Requester, reason: string): Mail {
  return {
    to: requester.email,
    subject: 'Your Worker CRM access request',
    text:
      `Hello ${requester.firstName},\n\n` +
      'Your request for access to Worker CRM has not been approved.\n\n' +
      `Reason: ${reason}\n\n` +
      'If you think this is a mistake, please contact your administrator.\n',
  };
}
