import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signInIntents } from '../intents';
import { selectAuth } from '../selectors';
import { signInErrorText } from './signInErrorMessages';

const messages = defineMessages({
  signingIn: { id: 'oauth.signing_in', defaultMessage: 'Signing in…' },
  back: { id: 'oauth.back', defaultMessage: 'Back to the home page' },
});

/** The OAuth redirect target: hands the code to the sign-in saga, which switches the session. */
export function OAuthCallback() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { signIn } = useAppSelector(selectAuth);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const params = new URLSearchParams(window.location.search);
    dispatch(
      signInIntents.callbackReceived({
        code: params.get('code'),
        state: params.get('state'),
        error: params.get('error'),
        iss: params.get('iss'),
      }),
    );
  }, [dispatch]);

  return (
    <main className="oauth-callback">
      {signIn.status === 'failed' ? (
        <>
          <p role="alert">{signInErrorText(intl, signIn)}</p>
          <a href="/">{intl.formatMessage(messages.back)}</a>
        </>
      ) : (
        <p role="status">{intl.formatMessage(messages.signingIn)}</p>
      )}
    </main>
  );
}
