import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectCurrentAccountId } from '../auth/public';
import { relationshipsIntents } from './intents';
import { selectRelationship } from './slice';

/**
 * The user's relationship with an account, asked for (in the next batch) when not known yet. A
 * visitor has none and asks nothing; the user's own account neither.
 */
export function useRelationship(accountId: string | undefined) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentAccountId);
  const relationship = useAppSelector((state) =>
    accountId ? selectRelationship(state, accountId) : undefined,
  );
  const ask = !!me && !!accountId && accountId !== me && !relationship;
  useEffect(() => {
    if (ask && accountId) dispatch(relationshipsIntents.relationshipsRequested({ ids: [accountId] }));
  }, [ask, accountId, dispatch]);
  return { relationship, me };
}
