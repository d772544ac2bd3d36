import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { AlertsHost } from '../features/alerts/components/AlertsHost';
import { selectAlerts } from '../features/alerts/selectors';
import { alertDismissed } from '../features/alerts/slice';
import { signInRequested } from '../features/auth/slice';
import { MODAL_COMPONENTS, ModalRoot } from '../features/modals/components/ModalRoot';
import type { ModalComponentProps } from '../features/modals/components/modalTypes';
import { modalClosed, selectModalStack } from '../features/modals/slice';
import { OfflineNotice } from '../features/streaming';

const ShortcutsModal = lazy(() =>
  import('./keyboard/ShortcutsModal').then((m) => ({ default: m.ShortcutsModal })),
);

/** The modals the app shell adds to the features' own: the shortcuts legend loads when opened. */
const REGISTRY = {
  ...MODAL_COMPONENTS,
  KEYBOARD_SHORTCUTS: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ShortcutsModal {...props} />
    </Suspense>
  ),
};

/** The offline notice, the alerts (toasts) and the modal stack, bound to the store. */
export function Hosts() {
  const dispatch = useAppDispatch();
  const alerts = useAppSelector(selectAlerts);
  const stack = useAppSelector(selectModalStack);
  const onDismiss = useCallback((key: string | number) => dispatch(alertDismissed(String(key))), [dispatch]);
  const onClose = useCallback(() => dispatch(modalClosed()), [dispatch]);
  const onSignIn = useCallback(() => {
    dispatch(modalClosed());
    dispatch(signInRequested({}));
  }, [dispatch]);
  return (
    <>
      <OfflineNotice />
      <AlertsHost alerts={alerts} onDismiss={onDismiss} />
      <ModalRoot stack={stack} onClose={onClose} onSignIn={onSignIn} registry={REGISTRY} />
    </>
  );
}
