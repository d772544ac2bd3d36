import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import type { InteractionIntent, ModalComponentProps } from './modalTypes';

const titles = defineMessages<InteractionIntent>({
  favourite: { id: 'interaction_modal.title.favourite', defaultMessage: 'Sign in to favorite this post' },
  reblog: { id: 'interaction_modal.title.reblog', defaultMessage: 'Sign in to boost this post' },
  bookmark: { id: 'interaction_modal.title.bookmark', defaultMessage: 'Sign in to bookmark this post' },
  reply: { id: 'interaction_modal.title.reply', defaultMessage: 'Sign in to reply to this post' },
  quote: { id: 'interaction_modal.title.quote', defaultMessage: 'Sign in to quote this post' },
  vote: { id: 'interaction_modal.title.vote', defaultMessage: 'Sign in to vote in this poll' },
  follow: { id: 'interaction_modal.title.follow', defaultMessage: 'Sign in to follow this account' },
});

const messages = defineMessages({
  title: { id: 'interaction_modal.title', defaultMessage: 'Sign in to interact' },
  text: {
    id: 'interaction_modal.description',
    defaultMessage:
      'With an account, you can follow people, boost, favorite, bookmark, quote and reply to posts, and vote in polls.',
  },
  signIn: { id: 'sign_in_banner.sign_in', defaultMessage: 'Sign in' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
});

/** A signed-out visitor who tries to act on a post or an account is asked to sign in, naming the action. */
export function InteractionModal({
  onClose,
  onSignIn,
  titleId,
  intent,
}: ModalComponentProps & { titleId: string; intent?: unknown }) {
  const intl = useIntl();
  const title =
    typeof intent === 'string' && Object.prototype.hasOwnProperty.call(titles, intent)
      ? titles[intent as InteractionIntent]
      : messages.title;
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
        {intl.formatMessage(title)}
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
