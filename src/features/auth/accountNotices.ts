/**
 * What the app says when the account in use changes: switching, signing out of the current account, or
 * losing it to a token its server no longer accepts. Loaded with the first switch or sign-out.
 */
import { defineMessages } from 'react-intl';
import { alertShown, alertText } from '../alerts/public';

const messages = defineMessages<{
  nowUsing: { acct: string };
  signedOutNowUsing: { acct: string; next: string };
  signedOut: { acct: string };
  revokedNowUsing: { acct: string; next: string };
  revoked: { acct: string };
}>({
  nowUsing: { id: 'account_switcher.now_using', defaultMessage: 'Now using {acct}' },
  signedOutNowUsing: {
    id: 'account_switcher.signed_out_now_using',
    defaultMessage: 'Signed out of {acct}. Now using {next}',
  },
  signedOut: { id: 'account_switcher.signed_out', defaultMessage: 'Signed out of {acct}' },
  revokedNowUsing: {
    id: 'account_switcher.revoked_now_using',
    defaultMessage: 'Signed out of {acct}: its server no longer accepts this sign-in. Now using {next}',
  },
  revoked: {
    id: 'account_switcher.revoked',
    defaultMessage: 'Signed out of {acct}: its server no longer accepts this sign-in',
  },
});

const handle = (acct: string) => `@${acct}`;

export const nowUsingAlert = (acct: string) =>
  alertShown({ message: alertText(messages.nowUsing, { acct: handle(acct) }) });

/** After signing out of the current account: which account is now in use, if one is. */
export const signedOutAlert = (acct: string, next: string | null) =>
  alertShown({
    message: next
      ? alertText(messages.signedOutNowUsing, { acct: handle(acct), next: handle(next) })
      : alertText(messages.signedOut, { acct: handle(acct) }),
  });

/**
 * After the account's server refused its token (revoked or expired elsewhere): the account was signed
 * out here and what was kept of it deleted; which account is now in use, if one is.
 */
export const tokenRevokedAlert = (acct: string, next: string | null) =>
  alertShown({
    message: next
      ? alertText(messages.revokedNowUsing, { acct: handle(acct), next: handle(next) })
      : alertText(messages.revoked, { acct: handle(acct) }),
  });
