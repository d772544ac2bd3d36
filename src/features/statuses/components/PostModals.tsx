import { useEffect, useId, useState } from 'react';
import { composeBoxOnScreen } from '../../../ui/composeBox';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useLocation } from 'wouter';
import type { Visibility } from '../../../api/entities';
import { quoteRequested } from '../../../domain/events';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { interactionLabels, visibilityMessages } from '../../../ui/visibilityWords';
import type { ModalComponentProps } from '../../modals/public';
import { selectSyncedSettings, settingChanged } from '../../settings/public';
import { selectStatusView } from '../selectors';
import { interactionRequested } from '../slice';
import { CompactStatus } from './QuotedStatus';

/** The dismissed-banner key of the dialog about quoting a quiet public post, as Mastodon names it. */
export const QUIET_QUOTE_HINT = 'quote/quiet_post_hint';

const messages = defineMessages<{
  boostTitle: NoMessageValues;
  favouriteTitle: NoMessageValues;
  favourite: NoMessageValues;
  boost: NoMessageValues;
  cancel: NoMessageValues;
  combo: { combo: string };
  quietTitle: NoMessageValues;
  quietText: NoMessageValues;
  gotIt: NoMessageValues;
  dismiss: NoMessageValues;
}>({
  boostTitle: { id: 'boost_modal.title', defaultMessage: 'Boost?' },
  favouriteTitle: { id: 'favourite_modal.title', defaultMessage: 'Favorite?' },
  favourite: { id: 'status.favourite', defaultMessage: 'Favorite' },
  boost: { id: 'status.reblog', defaultMessage: 'Boost' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
  combo: { id: 'boost_modal.combo', defaultMessage: 'You can press {combo} to skip this next time' },
  quietTitle: {
    id: 'confirmations.quiet_post_quote_info.title',
    defaultMessage: 'Quoting quiet public posts',
  },
  quietText: {
    id: 'confirmations.quiet_post_quote_info.message',
    defaultMessage: 'When quoting a quiet public post, your post will be hidden from trending timelines.',
  },
  gotIt: { id: 'confirmations.quiet_post_quote_info.got_it', defaultMessage: 'Got it' },
  dismiss: { id: 'confirmations.quiet_post_quote_info.dismiss', defaultMessage: 'Don’t remind me again' },
});

const BOOST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;

/**
 * BOOST: the post to boost and the boost's own visibility (sent as the reblog's `visibility`). The
 * author's own private post can only be shared again with their followers.
 */
export function BoostModal({ onClose, titleId, statusId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const selectId = useId();
  const status = useAppSelector((state) =>
    typeof statusId === 'string' ? selectStatusView(state, statusId) : null,
  );
  const post = status?.reblog ?? status;
  const onlyPrivate = post?.visibility === 'private';
  const [visibility, setVisibility] = useState<Visibility>(onlyPrivate ? 'private' : 'public');
  if (!post) return null;

  const boost = () => {
    onClose();
    dispatch(interactionRequested({ statusId: post.id, kind: 'reblog', on: true, visibility }));
  };

  return (
    <div className="modal boost-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.boostTitle)}
      </h2>
      <CompactStatus status={post} />
      <label htmlFor={selectId} className="boost-modal__visibility">
        {intl.formatMessage(interactionLabels.visibility)}
      </label>
      <select
        id={selectId}
        value={visibility}
        disabled={onlyPrivate}
        onChange={(event) => setVisibility(event.target.value as Visibility)}
      >
        {BOOST_VISIBILITIES.filter((v) => !onlyPrivate || v === 'private').map((v) => (
          <option key={v} value={v}>
            {intl.formatMessage(visibilityMessages[v])}
          </option>
        ))}
      </select>
      <p className="modal__hint">{intl.formatMessage(messages.combo, { combo: 'Shift + click' })}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={boost}>{intl.formatMessage(messages.boost)}</Button>
      </div>
    </div>
  );
}

/** FAVOURITE: the post to favourite, asked first when "Confirm before favoriting" is on. */
export function FavouriteModal({ onClose, titleId, statusId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) =>
    typeof statusId === 'string' ? selectStatusView(state, statusId) : null,
  );
  const post = status?.reblog ?? status;
  if (!post) return null;

  const favourite = () => {
    onClose();
    dispatch(interactionRequested({ statusId: post.id, kind: 'favourite', on: true }));
  };

  return (
    <div className="modal boost-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.favouriteTitle)}
      </h2>
      <CompactStatus status={post} />
      <p className="modal__hint">{intl.formatMessage(messages.combo, { combo: 'Shift + click' })}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button onClick={favourite}>{intl.formatMessage(messages.favourite)}</Button>
      </div>
    </div>
  );
}

/**
 * CONFIRM_QUIET_QUOTE: quoting a quiet public (unlisted) post keeps the new post out of trends.
 * Either button goes on to the quote; "Don't remind me again" also stops asking.
 */
export function ConfirmQuietQuoteModal({ onClose, titleId, statusId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const textId = useId();
  const dismissed = useAppSelector(
    (state) => selectSyncedSettings(state).dismissed_banners[QUIET_QUOTE_HINT] === true,
  );

  const quote = (dismiss: boolean) => {
    onClose();
    if (dismiss) dispatch(settingChanged({ path: ['dismissed_banners', QUIET_QUOTE_HINT], value: true }));
    if (typeof statusId !== 'string') return;
    dispatch(quoteRequested({ statusId }));
    if (!composeBoxOnScreen()) navigate('/publish');
  };

  // Told not to remind, the dialog only passes the quote on.
  useEffect(() => {
    if (dismissed) quote(false);
    // Once, when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (dismissed) return null;

  return (
    <div className="modal" aria-describedby={textId}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.quietTitle)}
      </h2>
      <p id={textId}>{intl.formatMessage(messages.quietText)}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={() => quote(true)}>
          {intl.formatMessage(messages.dismiss)}
        </Button>
        <Button onClick={() => quote(false)}>{intl.formatMessage(messages.gotIt)}</Button>
      </div>
    </div>
  );
}
