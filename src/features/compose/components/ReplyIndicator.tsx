import { defineMessages, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/types';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { DisplayName } from '../../statuses';
import { htmlToPlainText, selectStatusView } from '../../statuses/public';
import { cancelReply } from './cancelReply';

const messages = defineMessages({
  replyingTo: { id: 'reply_indicator.label', defaultMessage: 'Replying to' },
  cancel: { id: 'reply_indicator.cancel', defaultMessage: 'Cancel' },
});

/** Above the text box while replying: whom and what (avatar, name, first line), and a way to stop. */
export function ReplyIndicator({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const status = useAppSelector((state) => selectStatusView(state, statusId));
  const firstLine = status
    ? (htmlToPlainText(status.content)
        .split('\n')
        .find((line) => line.trim()) ?? '')
    : '';
  return (
    <div className="reply-indicator" role="group" aria-label={intl.formatMessage(messages.replyingTo)}>
      <div className="reply-indicator__header">
        <span className="reply-indicator__label">{intl.formatMessage(messages.replyingTo)}</span>
        {status && (
          <>
            <Avatar account={status.account} size={24} />
            <DisplayName account={status.account} />
          </>
        )}
        <button
          type="button"
          className="reply-indicator__cancel"
          aria-label={intl.formatMessage(messages.cancel)}
          title={intl.formatMessage(messages.cancel)}
          onClick={() => cancelReply(dispatch, store.getState().compose)}
        >
          <Icon id="close" size={16} />
        </button>
      </div>
      {firstLine && (
        <p className="reply-indicator__text" dir="auto">
          {firstLine}
        </p>
      )}
    </div>
  );
}
