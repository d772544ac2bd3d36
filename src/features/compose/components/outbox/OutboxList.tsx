import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../../ui/Button';
import { outboxCancelRequested, outboxEditRequested } from '../../outbox/slice';
import type { OutboxItem } from '../../slice';
import { firstLineOf, outboxMessages, refusedMessages } from './text';

const messages = defineMessages({
  edit: { id: 'compose.outbox.edit', defaultMessage: 'Edit' },
  cancel: { id: 'compose.outbox.cancel', defaultMessage: 'Cancel' },
  keep: { id: 'compose.outbox.keep', defaultMessage: 'Keep' },
  confirmCancel: {
    id: 'compose.outbox.confirm_cancel',
    defaultMessage: 'Cancel this post? It will not be sent.',
  },
  confirmCancelButton: { id: 'compose.outbox.confirm_cancel.button', defaultMessage: 'Cancel post' },
});

type Confirming = 'cancel' | null;

/** Edit takes the post back into the box at once: what the box held stays a draft of its own. */
function OutboxRow({ item }: { item: OutboxItem }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const textId = useId();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef<Confirming>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (asked.current) cancelButton.current?.focus();
  }, [confirming]);

  const ask = () => {
    asked.current = 'cancel';
    setConfirming('cancel');
  };
  const edit = () => dispatch(outboxEditRequested({ key: item.key }));
  const confirmed = () => {
    dispatch(outboxCancelRequested({ key: item.key }));
    asked.current = null;
    setConfirming(null);
  };

  return (
    <li className="outbox__item">
      <p id={textId} className="outbox__text">
        {firstLineOf(item) || intl.formatMessage(outboxMessages.noText)}
      </p>
      {item.state === 'failed' && (
        <p className="outbox__error">
          {intl.formatMessage(refusedMessages.refused, { error: item.lastError ?? '' })}
        </p>
      )}
      {confirming ? (
        <div className="outbox__confirm" role="group" aria-labelledby={`${textId}-confirm`}>
          <p id={`${textId}-confirm`}>{intl.formatMessage(messages.confirmCancel)}</p>
          <div className="outbox__actions">
            <button type="button" className="button button--primary" ref={confirmButton} onClick={confirmed}>
              {intl.formatMessage(messages.confirmCancelButton)}
            </button>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {intl.formatMessage(messages.keep)}
            </Button>
          </div>
        </div>
      ) : (
        <div className="outbox__actions">
          <button
            type="button"
            className="button button--secondary"
            ref={editButton}
            aria-describedby={textId}
            onClick={edit}
          >
            {intl.formatMessage(messages.edit)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            ref={cancelButton}
            aria-describedby={textId}
            onClick={ask}
          >
            {intl.formatMessage(messages.cancel)}
          </button>
        </div>
      )}
    </li>
  );
}

/** The posts waiting to be sent, under the compose box: each can be edited again or cancelled. */
export function OutboxList() {
  const intl = useIntl();
  const labelId = useId();
  const items = useAppSelector((state) => state.compose.outbox);
  if (!items || items.length === 0) return null;
  return (
    <div className="outbox" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="outbox__title">
        {intl.formatMessage(outboxMessages.waiting)}
      </p>
      <ul className="outbox__list">
        {items.map((item) => (
          <OutboxRow key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
}

export default OutboxList;
