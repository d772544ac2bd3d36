import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { Icon } from '../../../ui/Icon';
import type { FilterContext } from '../../filters/public';
import { StatusContainer } from '../../statuses';
import { statusListsIntents } from '../intents';
import { selectStatusList, type StatusListKey } from '../slice';

/**
 * The filter context a list's posts are judged in: pinned posts as their profile's, trending posts as
 * public ones, the posts the user saved (favourites, bookmarks) as home, where a hide filter only warns.
 */
function filterPlaceOf(list: StatusListKey): { filterContext: FilterContext; warnInsteadOfHide?: boolean } {
  if (list === 'trending') return { filterContext: 'public' };
  return list.startsWith('pins:')
    ? { filterContext: 'account' }
    : { filterContext: 'home', warnInsteadOfHide: true };
}

/**
 * A list of posts (favourites, bookmarks, pinned posts): its first page loads when it opens, "Load
 * more" follows the next page link. `empty` shows once it has loaded with nothing in it; `prepend`
 * marks each post (as "Pinned").
 */
export function StatusList({
  list,
  empty,
  prepend,
}: {
  list: StatusListKey;
  empty?: string;
  prepend?: string;
}) {
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading, next } = useAppSelector((state) => selectStatusList(state, list));
  const place = filterPlaceOf(list);

  useEffect(() => {
    dispatch(statusListsIntents.fetchRequested({ list }));
  }, [dispatch, list]);

  return (
    <div className="status-list" aria-busy={isLoading}>
      {items.map((id) =>
        prepend ? (
          <div key={id} className="status-list__item">
            <p className="status__prepend">
              <Icon id="pin" size={16} />
              {prepend}
            </p>
            <StatusContainer id={id} {...place} />
          </div>
        ) : (
          <StatusContainer key={id} id={id} {...place} />
        ),
      )}
      {isLoading && items.length === 0 && <LoadingIndicator />}
      {loaded && items.length === 0 && empty && <p className="timeline__empty">{empty}</p>}
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(statusListsIntents.fetchRequested({ list, expand: true }))}
        />
      )}
    </div>
  );
}
