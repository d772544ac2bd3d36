import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppSelector } from '../../store';
import { selectSignedIn } from '../../features/auth/selectors';
import { keepShared, sharedText } from '../../db/shareInbox';
import { randomId } from '../../utils/uuid';
import { ComposePage } from './ComposePage';
import { SignInRequired } from './SignInRequired';

/**
 * Signed out, what the address shares is kept in the share inbox (the service worker already kept a
 * share sheet's post there), and the composer offers it once someone signs in.
 */
function ShareAfterSignIn() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const text = sharedText({ title: params.get('title'), text: params.get('text'), url: params.get('url') });
    if (text === '') return;
    void keepShared({ id: randomId(), created: Date.now(), text, files: [] })
      .then(() => navigate(location, { replace: true }))
      .catch((error: unknown) => console.warn('The shared content could not be kept.', error));
  }, [search, location, navigate]);
  return <SignInRequired view="share" />;
}

/** /share: the manifest's share target; the composer with what was shared, or the sign-in that keeps it. */
export function SharePage() {
  const signedIn = useAppSelector(selectSignedIn);
  return signedIn ? <ComposePage /> : <ShareAfterSignIn />;
}
