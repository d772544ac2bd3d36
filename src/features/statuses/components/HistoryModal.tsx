import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { formatFullDate } from '../../../ui/RelativeTimestamp';
import type { ModalComponentProps } from '../../modals/public';
import { selectHistory } from '../history';
import { statusesIntents } from '../intents';
import { DisplayName } from './DisplayName';
import { RichText } from './RichText';
import { SEPARATOR } from '../../../ui/textPieces';

const messages = defineMessages<{
  title: NoMessageValues;
  created: { date: string };
  edited: { date: string };
  failed: NoMessageValues;
  close: NoMessageValues;
  media: { count: number };
}>({
  title: { id: 'status.history.title', defaultMessage: 'Edit history' },
  created: { id: 'status.history.created', defaultMessage: 'Created {date}' },
  edited: { id: 'status.history.edited', defaultMessage: 'Edited {date}' },
  failed: { id: 'status.history.failed', defaultMessage: 'The edit history could not be loaded.' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
  media: {
    id: 'status.history.media',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
  },
});

/**
 * Every version of an edited post, the latest first: who and when, the content warning, the text (as
 * sanitised as the post's), the poll's options and how many attachments it had.
 */
export function HistoryModal({ onClose, titleId, statusId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = typeof statusId === 'string' ? statusId : '';
  const history = useAppSelector((state) => selectHistory(state, id));
  useEffect(() => {
    if (id) dispatch(statusesIntents.historyRequested(id));
  }, [id, dispatch]);

  const versions = history?.versions ? [...history.versions].reverse() : null;
  return (
    <div className="modal history-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      {versions ? (
        <ol className="history-modal__versions">
          {versions.map((version, index) => {
            const original = index === versions.length - 1;
            const date = formatFullDate(intl, version.created_at);
            return (
              <li key={`${version.created_at}-${index}`} className="history-modal__version">
                <p className="history-modal__meta">
                  <DisplayName account={version.account} />
                  {SEPARATOR}
                  <time dateTime={version.created_at}>
                    {intl.formatMessage(original ? messages.created : messages.edited, { date })}
                  </time>
                </p>
                {version.spoiler_text && <p className="history-modal__spoiler">{version.spoiler_text}</p>}
                <RichText html={version.content} emojis={version.emojis} />
                {version.poll?.options && version.poll.options.length > 0 && (
                  <ul className="history-modal__poll">
                    {version.poll.options.map((option, i) => (
                      <li key={i}>{option.title}</li>
                    ))}
                  </ul>
                )}
                {version.media_attachments?.length > 0 && (
                  <p className="history-modal__media">
                    {intl.formatMessage(messages.media, { count: version.media_attachments.length })}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      ) : history?.failed ? (
        <p role="alert">{intl.formatMessage(messages.failed)}</p>
      ) : (
        <LoadingIndicator />
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      </div>
    </div>
  );
}
