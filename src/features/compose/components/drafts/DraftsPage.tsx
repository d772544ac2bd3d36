import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../../ui/Button';
import { Column } from '../../../../ui/Column';
import { composeBoxOnScreen } from '../../../../ui/composeBox';
import { LoadingIndicator } from '../../../../ui/LoadingIndicator';
import { RelativeTimestamp } from '../../../../ui/RelativeTimestamp';
import { modalOpened } from '../../../modals/public';
import { draftOpenRequested, draftsRequested } from '../../intents';
import type { DraftSummary } from '../../slice';
import { draftsCounts, draftsMessages as messages } from './messages';
import { SEPARATOR } from '../../../../ui/textPieces';

/** The first lines a draft shows: its content warning when it has one, as a post under one shows. */
const LINES_SHOWN = 3;
const shownText = (draft: DraftSummary) =>
  (draft.spoilerText || draft.text).trim().split('\n').slice(0, LINES_SHOWN).join('\n');

function DraftRow({ draft }: { draft: DraftSummary }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const textId = useId();
  const kind = draft.editOf
    ? intl.formatMessage(messages.edit)
    : draft.replyTo
      ? draft.replyTo.acct
        ? intl.formatMessage(draftsCounts.replyTo, { acct: draft.replyTo.acct })
        : intl.formatMessage(messages.reply)
      : intl.formatMessage(messages.newPost);
  const text = shownText(draft);
  const open = () => {
    dispatch(draftOpenRequested({ session: draft.session }));
    // The deck's compose column takes it where it is shown; elsewhere the compose page opens.
    const box = composeBoxOnScreen();
    if (box) box.focus();
    else navigate('/publish');
  };
  return (
    <li className="drafts__item">
      <p className="drafts__kind">
        <span>{kind}</span>
        {draft.updatedAt > 0 && (
          <span className="drafts__time">
            <span className="sr-only">{intl.formatMessage(messages.changed)} </span>
            <RelativeTimestamp timestamp={new Date(draft.updatedAt).toISOString()} />
          </span>
        )}
      </p>
      <p id={textId} className={draft.spoilerText ? 'drafts__text drafts__text--warning' : 'drafts__text'}>
        {text || intl.formatMessage(messages.noText)}
      </p>
      {(draft.media > 0 || draft.poll) && (
        <p className="drafts__extras">
          {draft.media > 0 && intl.formatMessage(draftsCounts.media, { count: draft.media })}
          {draft.media > 0 && draft.poll && SEPARATOR}
          {draft.poll && intl.formatMessage(messages.poll)}
        </p>
      )}
      <div className="drafts__actions">
        <Button variant="secondary" aria-describedby={textId} onClick={open}>
          {intl.formatMessage(messages.open)}
        </Button>
        <Button
          variant="secondary"
          aria-describedby={textId}
          onClick={() =>
            dispatch(
              modalOpened({ modalType: 'CONFIRM_DELETE_DRAFT', modalProps: { session: draft.session } }),
            )
          }
        >
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </li>
  );
}

/**
 * /drafts: the account's unsent drafts, written in any tab, newest first (the box's own draft is in the
 * box). Read from IndexedDB only, so it works offline; it follows changes made in other tabs.
 */
export function DraftsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const drafts = useAppSelector((state) => state.compose.drafts);
  useEffect(() => {
    dispatch(draftsRequested());
  }, [dispatch]);
  return (
    <Column title={intl.formatMessage(messages.title)} icon="drafts">
      {drafts === undefined ? (
        <LoadingIndicator />
      ) : drafts.length === 0 ? (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className="drafts" aria-label={intl.formatMessage(messages.list)}>
          {drafts.map((draft) => (
            <DraftRow key={draft.session} draft={draft} />
          ))}
        </ul>
      )}
    </Column>
  );
}

export default DraftsPage;
