import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectAccountById } from '../../accounts/public';
import type { ModalComponentProps } from '../../modals/public';
import { moderationIntents } from '../../../domain/moderation';

const withValues = defineMessages<{ title: { name: string } }>({
  title: { id: 'block_modal.title', defaultMessage: 'Block @{name}?' },
});

const messages = defineMessages({
  text: {
    id: 'block_modal.hint',
    defaultMessage:
      "They can't follow you or see your posts, and you won't see theirs. They can see that they're blocked.",
  },
  confirm: { id: 'confirmations.block.confirm', defaultMessage: 'Block' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/** Block an account (BLOCK), once confirmed. */
export function BlockModal({ accountId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = typeof accountId === 'string' ? accountId : '';
  const account = useAppSelector((state) => selectAccountById(state, id));
  return (
    <div className="modal block-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(withValues.title, { name: account?.acct ?? '' })}
      </h2>
      <p className="modal__text">{intl.formatMessage(messages.text)}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          className="button--danger"

          onClick={() => dispatch(moderationIntents.requested({ kind: 'block', accountId: id }))}
        >
          {intl.formatMessage(messages.confirm)}
        </Button>
      </div>
    </div>
  );
}
