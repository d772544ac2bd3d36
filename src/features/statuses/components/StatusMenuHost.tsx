import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { PopoverLoading } from '../../../ui/PopoverLoading';
import { selectCurrentAccountId } from '../../auth/public';
import { selectStatusView } from '../selectors';
import { getOpenMenu, setOpenMenu, subscribeOpenMenu } from './menu/openMenu';

// Opened by More: its code loads with the first menu.
const StatusMenu = lazy(() =>
  import(/* webpackChunkName: "post-menu" */ './menu/StatusMenu').then((m) => ({ default: m.StatusMenu })),
);

const close = () => setOpenMenu(null);

/** The open post menu, if any (one at a time, for any post in any column). */
export function StatusMenuHost() {
  const open = useSyncExternalStore(subscribeOpenMenu, getOpenMenu, getOpenMenu);
  const status = useAppSelector((state) => (open ? selectStatusView(state, open.statusId) : null));
  const me = useAppSelector(selectCurrentAccountId);
  if (!open || !status) return null;
  return (
    <Suspense fallback={<PopoverLoading anchor={open.anchor} />}>
      <StatusMenu
        key={open.statusId}
        status={status.reblog ?? status}
        currentAccountId={me}
        anchor={open.anchor}
        column={open.column}
        onClose={close}
      />
    </Suspense>
  );
}
