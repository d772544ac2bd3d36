import { quoteRequested, replyRequested } from '../../../domain/events';
import { composeBoxOnScreen } from '../../../ui/composeBox';
import { memo, useCallback, useMemo, type MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Status as StatusEntity } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCurrentAccountId } from '../../auth/public';
import type { FilterContext } from '../../filters/public';
import { selectFilterState } from '../../filters/public';
import { selectLocalSettings, selectSpoilerExpandedByDefault } from '../../settings/public';
import { modalOpened } from '../../modals/public';
import { makeSelectStatus, selectStatusRecord } from '../selectors';
import { filterNoticePassed, hiddenToggled, interactionRequested } from '../slice';
import { Status } from './Status';

import { toggleStatusMenu } from './menu/openMenu';
import { SPACE } from '../../../ui/textPieces';

const filterMessages = defineMessages<{ filtered: { titles: string } }>({
  filtered: { id: 'filter_warning.matches_filter', defaultMessage: 'Filtered: {titles}' },
});
const messages = defineMessages({
  show: { id: 'filter_warning.show', defaultMessage: 'Show anyway' },
});

/**
 * "Filtered: {titles}" in a post's place: one quiet line whose "Show anyway" reads as a link at its end,
 * and shows the post from then on.
 */
export function FilteredNotice({ id, titles }: { id: string; titles: string[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const text = intl.formatMessage(filterMessages.filtered, { titles: titles.join(', ') });
  return (
    <article className="status status--filtered" aria-label={text}>
      <p className="status__filtered-line">
        {text}
        {SPACE}
        <button
          type="button"
          className="status__filtered-show"
          onClick={() => dispatch(filterNoticePassed({ statusId: id }))}
        >
          {intl.formatMessage(messages.show)}
        </button>
      </p>
    </article>
  );
}

/**
 * A post from the store by id: the entity put back together, and intents dispatched for its actions.
 * Where it is shown decides the filter context it is judged in (`filterContext`, given by every place
 * that shows posts): `hide` leaves it out, `warn` shows "Filtered: {title}" until the user opens it,
 * `blur` shows it with its media hidden (as sensitive media is). Where the user asked for the post
 * (`warnInsteadOfHide`: its own page, bookmarks, favourites, search results) a hide filter only warns.
 */
export const StatusContainer = memo(function StatusContainer({
  id,
  filterContext,
  warnInsteadOfHide,
}: {
  id: string;
  filterContext: FilterContext;
  warnInsteadOfHide?: boolean;
}) {
  const selectStatus = useMemo(() => makeSelectStatus(), []);
  const selected = useAppSelector((state) => selectStatus(state, id));
  const filter = useAppSelector((state) => selectFilterState(state, id, filterContext));
  // Display state lives in the store, so it survives the row being scrolled out of view and back.
  const revealed = useAppSelector((state) => selectStatusRecord(state, id)?.revealed === true);
  const {
    media_display: mediaDisplay,
    autoplay_gifs: autoplayGifs,
    boost_modal: boostModal,
    favourite_modal: favouriteModal,
  } = useAppSelector(selectLocalSettings);

  // Until the user toggles it, a content warning opens as the preference and the auto-hide filter say.
  const spoilerExpanded = useAppSelector((state) => {
    const record = selectStatusRecord(state, selectStatusRecord(state, id)?.reblog ?? id);
    return record?.hidden === undefined
      ? selectSpoilerExpandedByDefault(state)(record?.spoiler_text ?? '')
      : !record.hidden;
  });
  // Media shows as the post marks it, unless the preference shows or hides all; a "blur" filter hides it.
  const sensitive =
    filter.action === 'blur' || mediaDisplay === 'hide_all'
      ? true
      : mediaDisplay === 'show_all'
        ? false
        : undefined;
  const status = useMemo(
    () => (selected && sensitive !== undefined ? { ...selected, sensitive } : selected),
    [selected, sensitive],
  );
  const currentAccountId = useAppSelector(selectCurrentAccountId);
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();

  const onReply = useCallback(
    (s: StatusEntity) => {
      dispatch(replyRequested({ statusId: s.id }));
      // With no compose box on screen (the single column, a phone) the reply opens the compose page.
      if (!composeBoxOnScreen()) navigate('/publish');
    },
    [dispatch, navigate],
  );
  const onBoost = useCallback(
    (s: StatusEntity, event?: MouseEvent) => {
      if (boostModal && currentAccountId && !s.reblogged && !event?.shiftKey) {
        dispatch(modalOpened({ modalType: 'BOOST', modalProps: { statusId: s.id } }));
        return;
      }
      dispatch(interactionRequested({ statusId: s.id, kind: 'reblog', on: !s.reblogged }));
    },
    [dispatch, boostModal, currentAccountId],
  );
  const onQuote = useCallback(
    (s: StatusEntity) => {
      // Signed out, the intent becomes the sign-in dialog (the interaction guard). The dialog about
      // quiet public posts goes straight on to the quote once told not to remind.
      if (currentAccountId && s.visibility === 'unlisted') {
        dispatch(modalOpened({ modalType: 'CONFIRM_QUIET_QUOTE', modalProps: { statusId: s.id } }));
        return;
      }
      dispatch(quoteRequested({ statusId: s.id }));
      if (currentAccountId && !composeBoxOnScreen()) navigate('/publish');
    },
    [dispatch, navigate, currentAccountId],
  );
  const onFavourite = useCallback(
    (s: StatusEntity, event?: MouseEvent) => {
      if (favouriteModal && currentAccountId && !s.favourited && !event?.shiftKey) {
        dispatch(modalOpened({ modalType: 'FAVOURITE', modalProps: { statusId: s.id } }));
        return;
      }
      dispatch(interactionRequested({ statusId: s.id, kind: 'favourite', on: !s.favourited }));
    },
    [dispatch, favouriteModal, currentAccountId],
  );
  const onBookmark = useCallback(
    (s: StatusEntity) => {
      dispatch(interactionRequested({ statusId: s.id, kind: 'bookmark', on: !s.bookmarked }));
    },
    [dispatch],
  );
  const onToggleSpoiler = useCallback(
    (s: StatusEntity) => {
      dispatch(hiddenToggled({ statusId: s.id, expandedByDefault: spoilerExpanded }));
    },
    [dispatch, spoilerExpanded],
  );
  const onOpenMedia = useCallback(
    (s: StatusEntity, index: number, startTime?: number) => {
      dispatch(
        modalOpened({
          modalType: 'MEDIA',
          modalProps: { statusId: s.id, index, ...(startTime !== undefined && { startTime }) },
        }),
      );
    },
    [dispatch],
  );
  const onMore = useCallback((s: StatusEntity, anchor: HTMLElement) => toggleStatusMenu(s.id, anchor), []);

  if (!status || (filter.action === 'hide' && !warnInsteadOfHide)) return null;
  if ((filter.action === 'warn' || filter.action === 'hide') && !revealed)
    return <FilteredNotice id={id} titles={filter.titles} />;
  return (
    <Status
      status={status}
      currentAccountId={currentAccountId}
      onReply={onReply}
      onBoost={onBoost}
      onQuote={onQuote}
      onFavourite={onFavourite}
      onBookmark={onBookmark}
      onMore={onMore}
      onOpenMedia={onOpenMedia}
      spoilerExpanded={spoilerExpanded}
      autoplayGifs={autoplayGifs}
      onToggleSpoiler={onToggleSpoiler}
    />
  );
});
