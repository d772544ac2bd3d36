import { memo, useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Status as StatusEntity } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store';
import { selectCurrentAccountId } from '../../auth/selectors';
import { replyRequested } from '../../compose/slice';
import { makeSelectStatus } from '../selectors';
import {
  bookmarkRequested,
  favouriteRequested,
  reblogRequested,
  unbookmarkRequested,
  unfavouriteRequested,
  unreblogRequested,
} from '../slice';
import { Status } from './Status';
import { statusPath } from './paths';

/** A post from the store by id: the entity put back together, and intents dispatched for its actions. */
export const StatusContainer = memo(function StatusContainer({ id }: { id: string }) {
  const selectStatus = useMemo(makeSelectStatus, []);
  const status = useAppSelector((state) => selectStatus(state, id));
  const currentAccountId = useAppSelector(selectCurrentAccountId);
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();

  const onReply = useCallback(
    (s: StatusEntity) => {
      dispatch(replyRequested({ statusId: s.id }));
    },
    [dispatch],
  );
  const onBoost = useCallback(
    (s: StatusEntity) => {
      dispatch(s.reblogged ? unreblogRequested({ statusId: s.id }) : reblogRequested({ statusId: s.id }));
    },
    [dispatch],
  );
  const onFavourite = useCallback(
    (s: StatusEntity) => {
      dispatch(
        s.favourited ? unfavouriteRequested({ statusId: s.id }) : favouriteRequested({ statusId: s.id }),
      );
    },
    [dispatch],
  );
  const onBookmark = useCallback(
    (s: StatusEntity) => {
      dispatch(
        s.bookmarked ? unbookmarkRequested({ statusId: s.id }) : bookmarkRequested({ statusId: s.id }),
      );
    },
    [dispatch],
  );
  const onMore = useCallback(
    (s: StatusEntity) => {
      navigate(statusPath(s.account.acct, s.id));
    },
    [navigate],
  );

  if (!status) return null;
  return (
    <Status
      status={status}
      currentAccountId={currentAccountId}
      onReply={onReply}
      onBoost={onBoost}
      onFavourite={onFavourite}
      onBookmark={onBookmark}
      onMore={onMore}
    />
  );
});
