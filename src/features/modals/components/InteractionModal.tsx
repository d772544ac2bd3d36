import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { ModalComponentProps } from './modalTypes';

const messages = defineMessages({
  title: { id: 'interaction_modal.title', defaultMessage: 'Sign in to interact' },
  text: {
    id: 'interaction_modal.description',
    defaultMessage: 'With an account, you can boost, favorite, quote, reply to posts and vote in polls.',
  },
  signIn: { id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
});

/** A signed-out visitor who tries to act on a post is asked to sign in. */
export function InteractionModal({ onClose, onSignIn, titleId }: ModalComponentProps & { titleId: string }) {
  const intl = useIntl();
  const textId = useId();
  return (
    <div className="modal interaction-modal" aria-describedby={textId}>
      <button
        type="button"
        className="modal__close"
        aria-label={intl.formatMessage(messages.close)}
        title={intl.formatMessage(messages.close)}
        onClick={onClose}
      >
        <Icon id="close" />
      </button>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <p id={textId} className="modal__text">
        {intl.formatMessage(messages.text)}
      </p>
      <div className="modal__actions">
        <Button
          onClick={() => {
            onSignIn?.();
            onClose();
          }}
        >
          {intl.formatMessage(messages.signIn)}
        </Button>
      </div>
    </div>
  );
}
