import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectAuth } from '../selectors';
import { ownOriginIsInstanceHere } from '../../../store/ownOrigin';
import { signInRequested } from '../slice';

const messages = defineMessages({
  signIn: { id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' },
  intro: {
    id: 'sign_in_banner.text',
    defaultMessage:
      'Sign in to follow people, post, and reply. You can also read the public timeline without an account.',
  },
  otherServer: { id: 'sign_in_banner.other_server', defaultMessage: 'Or sign in on another server' },
  domain: { id: 'sign_in_banner.domain', defaultMessage: 'Server address, e.g. mastodon.social' },
  go: { id: 'sign_in_banner.go', defaultMessage: 'Sign in there' },
});

/** Signs in on this server (the default) or on any Mastodon server by its domain (OAuth with PKCE). */
export function SignInPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { signIn } = useAppSelector(selectAuth);
  // On a bare static host there is no server here: the server field is the main action.
  const instanceHere = ownOriginIsInstanceHere();
  const [domain, setDomain] = useState('');
  const busy = signIn.status === 'registering' || signIn.status === 'redirecting';

  const onOtherServer = (event: FormEvent) => {
    event.preventDefault();
    if (domain.trim()) dispatch(signInRequested({ domain: domain.trim() }));
  };

  return (
    <div className="sign-in-panel">
      <p>{intl.formatMessage(messages.intro)}</p>
      {instanceHere && (
        <Button onClick={() => dispatch(signInRequested({}))} disabled={busy}>
          {intl.formatMessage(messages.signIn)}
        </Button>
      )}
      <form onSubmit={onOtherServer} className="sign-in-panel__other">
        <label>
          <span>{intl.formatMessage(messages.otherServer)}</span>
          <input
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder={intl.formatMessage(messages.domain)}
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
          />
        </label>
        <Button
          type="submit"
          variant={instanceHere ? 'secondary' : 'primary'}
          disabled={busy || !domain.trim()}
        >
          {intl.formatMessage(messages.go)}
        </Button>
      </form>
      {signIn.status === 'failed' && <p role="alert">{signIn.error}</p>}
    </div>
  );
}
