import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { pushCheckRequested, pushDisableRequested, pushEnableRequested } from '../slice';
import { pushReducer, selectPush } from '../slice';

// One check per store (session), however many controls show the state.
const checked = new WeakSet<object>();

/** The push state with its two intents; the permission is asked here, inside the user's click. */
export function usePush() {
  const ready = useLazyReducer('push', pushReducer);
  const store = useStore();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPush);
  useEffect(() => {
    if (!ready || checked.has(store)) return;
    checked.add(store);
    dispatch(pushCheckRequested());
  }, [ready, store, dispatch]);

  const enable = () => {
    if (typeof Notification === 'undefined') {
      dispatch(pushEnableRequested('unsupported'));
      return;
    }
    void Notification.requestPermission().then(
      (permission) => dispatch(pushEnableRequested(permission)),
      () => dispatch(pushEnableRequested('unsupported')),
    );
  };
  const disable = () => dispatch(pushDisableRequested());
  return { state, enable, disable };
}
