import { defineMessages, type IntlShape } from 'react-intl';
import type { SignInErrorId, SignInProgress } from '../slice';

const messages = defineMessages<SignInErrorId>({
  invalidAddress: {
    id: 'sign_in.error.invalid_address',
    defaultMessage: 'That does not look like a server address.',
  },
  httpsRequired: {
    id: 'sign_in.error.https_required',
    defaultMessage:
      'Only servers on this device or on a local network can be reached over http. Other servers need https.',
  },
  notFound: {
    id: 'sign_in.error.not_found',
    defaultMessage: 'No Mastodon server was found at that address. Check the address.',
  },
  notMastodon: {
    id: 'sign_in.error.not_mastodon',
    defaultMessage: 'That address does not answer as a Mastodon server does. Check the address.',
  },
  unreachable: {
    id: 'sign_in.error.unreachable',
    defaultMessage:
      'Could not connect to that server. Check the address; the server may be down or may not allow this app (CORS).',
  },
  serverError: {
    id: 'sign_in.error.server_error',
    defaultMessage: 'The server could not sign you in just now. Try again in a moment.',
  },
  cancelled: { id: 'sign_in.error.cancelled', defaultMessage: 'Sign-in was cancelled.' },
  invalidLink: { id: 'sign_in.error.invalid_link', defaultMessage: 'The sign-in link is not valid.' },
  otherServer: {
    id: 'sign_in.error.other_server',
    defaultMessage:
      'The answer to this sign-in came from a different server than the one you chose, so it was refused. Nothing was sent on. Start again on the server you use.',
  },
  failed: { id: 'sign_in.error.failed', defaultMessage: 'Signing in failed.' },
});

/** The words for a failed sign-in. */
export function signInErrorText(intl: IntlShape, signIn: SignInProgress): string {
  return intl.formatMessage(messages[signIn.error ?? 'failed'] ?? messages.failed, {
    status: signIn.httpStatus ?? 0,
  });
}
