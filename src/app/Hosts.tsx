import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { selectAlerts } from '../features/alerts/selectors';
import { alertDismissed } from '../features/alerts/slice';
import { signInIntents } from '../features/auth/intents';
import { modalClosed, selectModalStack } from '../features/modals/slice';
import { OfflineNotice } from '../features/streaming';
import { StatusMenuHost } from '../features/statuses';

// The toasts' code loads with the first alert; the live region they are read out from is there from the start.
const Toasts = lazy(() =>
  import('../features/alerts/components/AlertsHost').then((m) => ({ default: m.Toasts })),
);
// No modal is open at start-up: the modal code loads with the first one.
const ModalHost = lazy(() => import('./ModalHost').then((m) => ({ default: m.ModalHost })));
// The floating player's slice and code arrive with the first playback that moves there.
const PictureInPictureHost = lazy(() =>
  import('./PictureInPictureHost').then((m) => ({ default: m.PictureInPictureHost })),
);

/** The offline notice, the alerts (toasts) and the modal stack, bound to the store. */
export function Hosts() {
  const dispatch = useAppDispatch();
  const alerts = useAppSelector(selectAlerts);
  const stack = useAppSelector(selectModalStack);
  const floating = useAppSelector((state) => !!state.pictureInPicture?.entry);
  const onDismiss = useCallback((key: string | number) => dispatch(alertDismissed(String(key))), [dispatch]);
  const onClose = useCallback(() => dispatch(modalClosed()), [dispatch]);
  const onSignIn = useCallback(() => {
    dispatch(modalClosed());
    dispatch(signInIntents.requested({}));
  }, [dispatch]);
  return (
    <>
      <OfflineNotice />
      <div className="toasts" aria-live="polite" aria-relevant="additions text">
        {alerts.length > 0 && (
          <Suspense fallback={null}>
            <Toasts alerts={alerts} onDismiss={onDismiss} />
          </Suspense>
        )}
      </div>
      <StatusMenuHost />
      {floating && (
        <Suspense fallback={null}>
          <PictureInPictureHost />
        </Suspense>
      )}
      {stack.length > 0 && (
        <Suspense fallback={null}>
          <ModalHost stack={stack} onClose={onClose} onSignIn={onSignIn} />
        </Suspense>
      )}
    </>
  );
}
