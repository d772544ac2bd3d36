import { useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { forgetRecentServer, loadRecentServers, recentServerLabel } from '../recentServers';
import { selectAuth } from '../selectors';
import { ownOriginIsInstanceHere } from '../../../store/ownOriginFlag';
import { signInIntents } from '../intents';
import { signInErrorText } from './signInErrorMessages';

import { Icon } from '../../../ui/Icon';

const messages = defineMessages({
  signIn: { id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' },
  signInAgain: { id: 'sign_in_banner.sign_in_again', defaultMessage: 'Sign in again' },
  intro: {
    id: 'sign_in_banner.text',
    defaultMessage:
      'Sign in to follow people, post, and reply. You can also read the public timeline without an account.',
  },
  // Served by a host with no server of its own: there is no public timeline here to read.
  introElsewhere: {
    id: 'sign_in_banner.text_any_server',
    defaultMessage: 'Sign in on your server to follow people, post, and reply.',
  },
  otherServer: { id: 'sign_in_banner.other_server', defaultMessage: 'Or sign in on another server' },
  // There is no first server on a bare static host to offer "another" one beside.
  yourServer: { id: 'sign_in_banner.your_server', defaultMessage: 'Sign in on your server' },
  forms: {
    id: 'sign_in_banner.address_forms',
    defaultMessage:
      'Its address (example.social, https://example.social/path) or your handle (@you@example.social)',
  },
  domain: { id: 'sign_in_banner.domain', defaultMessage: 'Server address, e.g. mastodon.social' },
  go: { id: 'sign_in_banner.go', defaultMessage: 'Sign in there' },
  recent: { id: 'sign_in_banner.recent_servers', defaultMessage: 'Recent servers' },
});
const serverMessages = defineMessages<{ signInOn: { server: string }; forget: { server: string } }>({
  signInOn: { id: 'sign_in_banner.sign_in_on', defaultMessage: 'Sign in on {server}' },
  forget: { id: 'sign_in_banner.forget_server', defaultMessage: 'Remove {server} from recent servers' },
});

/**
 * Signs in on this server (the default) or on any Mastodon server by its address (OAuth with PKCE).
 * When the session ended, the main button signs the same account in again on its own server.
 */
export function SignInPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { signIn, sessionExpired } = useAppSelector(selectAuth);
  // On a bare static host there is no server here: the server field is the main action.
  const instanceHere = ownOriginIsInstanceHere();
  const [domain, setDomain] = useState('');
  const [recent, setRecent] = useState(() => loadRecentServers(localStorage));
  const errorId = useId();
  const busy = signIn.status === 'registering' || signIn.status === 'redirecting';
  const failed = signIn.status === 'failed';

  const onOtherServer = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim()) dispatch(signInIntents.requested({ domain: domain.trim() }));
  };

  return (
    <div className="sign-in-panel">
      {!sessionExpired && (
        <p>{intl.formatMessage(instanceHere ? messages.intro : messages.introElsewhere)}</p>
      )}
      {(sessionExpired || instanceHere) && (
        <Button
          onClick={() => dispatch(signInIntents.requested(sessionExpired ? { again: true } : {}))}
          disabled={busy}
        >
          {intl.formatMessage(sessionExpired ? messages.signInAgain : messages.signIn)}
        </Button>
      )}
      <form onSubmit={onOtherServer} className="sign-in-panel__other">
        <label>
          <span>{intl.formatMessage(instanceHere ? messages.otherServer : messages.yourServer)}</span>
          <small className="sign-in-panel__forms">{intl.formatMessage(messages.forms)}</small>
          <input
            type="text"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage(messages.domain)}
            value={domain}
            aria-invalid={failed || undefined}
            aria-describedby={failed ? errorId : undefined}
            onChange={(event) => setDomain(event.target.value)}
          />
        </label>
        <Button
          type="submit"
          variant={instanceHere || sessionExpired ? 'secondary' : 'primary'}
          disabled={busy || !domain.trim()}
        >
          {intl.formatMessage(messages.go)}
        </Button>
      </form>
      {failed && (
        <p role="alert" id={errorId} className="sign-in-panel__error">
          {signInErrorText(intl, signIn)}
        </p>
      )}
      {recent.length > 0 && (
        <ul className="sign-in-panel__recent" aria-label={intl.formatMessage(messages.recent)}>
          {recent.map((baseUrl) => {
            const server = recentServerLabel(baseUrl);
            return (
              <li key={baseUrl}>
                <Button
                  variant="plain"
                  disabled={busy}
                  aria-label={intl.formatMessage(serverMessages.signInOn, { server })}
                  onClick={() => dispatch(signInIntents.requested({ domain: baseUrl }))}
                >
                  {server}
                </Button>
                <Button
                  variant="plain"
                  aria-label={intl.formatMessage(serverMessages.forget, { server })}
                  onClick={() => setRecent(forgetRecentServer(localStorage, baseUrl))}
                >
                  <Icon id="close" size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
