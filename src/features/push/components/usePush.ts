import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { pushIntents } from '../intents';
import { selectPush } from '../slice';

// One check per store (session), however many controls show the state.
const checked = new WeakSet<object>();

/** The push state with its two intents; the permission is asked here, inside the user's click. */
export function usePush() {
  const store = useStore();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPush);
  useEffect(() => {
    if (checked.has(store)) return;
    checked.add(store);
    dispatch(pushIntents.checkRequested());
  }, [store, dispatch]);

  const enable = () => {
    if (typeof Notification === 'undefined') {
      dispatch(pushIntents.enableRequested('unsupported'));
      return;
    }
    void Notification.requestPermission().then(
      (permission) => dispatch(pushIntents.enableRequested(permission)),
      () => dispatch(pushIntents.enableRequested('unsupported')),
    );
  };
  const disable = () => dispatch(pushIntents.disableRequested());
  return { state, enable, disable };
}
