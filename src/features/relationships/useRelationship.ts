import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useLazyReducer } from '../../store/lazyReducers';
import { selectCurrentAccountId } from '../auth';
import { RELATIONSHIPS_KEY, relationshipsReducer, relationshipsRequested, selectRelationship } from './slice';

/**
 * The user's relationship with an account, asked for (in the next batch) when not known yet. A
 * visitor has none and asks nothing; the user's own account neither.
 */
export function useRelationship(accountId: string | undefined) {
  const dispatch = useAppDispatch();
  const ready = useLazyReducer(RELATIONSHIPS_KEY, relationshipsReducer);
  const me = useAppSelector(selectCurrentAccountId);
  const relationship = useAppSelector((state) =>
    accountId ? selectRelationship(state, accountId) : undefined,
  );
  const ask = ready && !!me && !!accountId && accountId !== me && !relationship;
  useEffect(() => {
    if (ask && accountId) dispatch(relationshipsRequested({ ids: [accountId] }));
  }, [ask, accountId, dispatch]);
  return { relationship, me, ready };
}
