import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { htmlToPlainText, statusPath } from '../../statuses/public';
import type { RootState } from '../../../store/types';
import { conversationsIntents } from '../intents';
import type { ConversationRecord } from '../slice';

const messages = defineMessages({
  unread: { id: 'conversation.unread', defaultMessage: 'Unread' },
  delete: { id: 'conversation.delete', defaultMessage: 'Delete conversation' },
  confirmTitle: { id: 'confirmations.delete_conversation.title', defaultMessage: 'Delete conversation?' },
  confirmText: {
    id: 'confirmations.delete_conversation.message',
    defaultMessage: 'Are you sure you want to permanently delete this conversation?',
  },
  confirm: { id: 'confirmations.delete_conversation.confirm', defaultMessage: 'Delete' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
  noText: { id: 'conversation.no_text', defaultMessage: 'Post without text' },
});

function Participant({ id }: { id: string }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <li className="conversation__participant">
      <Avatar account={account} size={32} />
      <DisplayName account={account} />
    </li>
  );
}

const selectLastStatus = (state: RootState, id: string | null) =>
  id ? (state.statuses.entities[id] ?? null) : null;

/** One conversation: who is in it, its last post, unread or not; opening it reads it. */
export function ConversationRow({ conversation }: { conversation: ConversationRecord }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const last = useAppSelector((state) => selectLastStatus(state, conversation.lastStatusId));
  const author = useAppSelector((state) => (last ? selectAccountById(state, last.account) : undefined));
  const text = last ? htmlToPlainText(last.spoiler_text ? `<p>${last.spoiler_text}</p>` : last.content) : '';
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const open = () => {
    if (conversation.unread) dispatch(conversationsIntents.readRequested({ id: conversation.id }));
    if (last && author) navigate(statusPath(author.acct, last.id));
  };

  return (
    <article
      className={conversation.unread ? 'conversation conversation--unread' : 'conversation'}
      aria-label={text || intl.formatMessage(messages.noText)}
    >
      <ul className="conversation__participants">
        {conversation.accountIds.map((id) => (
          <Participant key={id} id={id} />
        ))}
      </ul>
      <button type="button" className="conversation__open" onClick={open} disabled={!last || !author}>
        <span className="conversation__text" dir="auto">
          {text || intl.formatMessage(messages.noText)}
        </span>
      </button>
      <div className="conversation__meta">
        {conversation.unread && (
          <span className="conversation__unread">{intl.formatMessage(messages.unread)}</span>
        )}
        {last && <RelativeTimestamp timestamp={last.created_at} />}
        {!confirming && (
          <button
            type="button"
            className="button button--plain"
            ref={deleteRef}
            onClick={() => setConfirming(true)}
          >
            {intl.formatMessage(messages.delete)}
          </button>
        )}
      </div>
      {confirming && (
        <div
          className="conversation__confirm"
          role="group"
          aria-label={intl.formatMessage(messages.confirmTitle)}
        >
          <p>{intl.formatMessage(messages.confirmText)}</p>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <button
            type="button"
            ref={confirmRef}
            className="button button--primary button--danger"
            onClick={() => dispatch(conversationsIntents.deleteRequested({ id: conversation.id }))}
          >
            {intl.formatMessage(messages.confirm)}
          </button>
        </div>
      )}
    </article>
  );
}
