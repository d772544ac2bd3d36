import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Visibility } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import {
  interactionLabels,
  QUOTE_POLICY_ORDER,
  quotePolicyMessages,
  VISIBILITY_ORDER,
  visibilityLongMessages,
  visibilityMessages,
} from '../../../ui/visibilityWords';
import type { ModalComponentProps } from '../../modals/public';
import type { QuotePolicy } from '../../settings/public';
import { composeChanged } from '../slice';

const messages = defineMessages({
  intro: {
    id: 'visibility_modal.instructions',
    defaultMessage:
      'Control who can see and interact with this post. Preferences set what new posts start with.',
  },
  quoteRestricted: {
    id: 'visibility_modal.quote_restricted',
    defaultMessage: 'Posts for Followers and Private mentions cannot be quoted by others.',
  },
  done: { id: 'visibility_modal.save', defaultMessage: 'Done' },
});

/** The policy a post is quoted under: for posts for Followers and Private mentions it is Just me. */
export const effectiveQuotePolicy = (privacy: string, policy: QuotePolicy): QuotePolicy =>
  privacy === 'private' || privacy === 'direct' ? 'nobody' : policy;

/** "Visibility and interactions" (VISIBILITY): who sees the post being written, and who may quote it. */
export function VisibilityModal({ onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const privacy = useAppSelector((state) => state.compose.privacy);
  const chosenPolicy = useAppSelector((state) => state.compose.quote_policy);
  const visibilityId = useId();
  const quoteId = useId();
  const visibilityHint = useId();
  const quoteHint = useId();
  const restricted = privacy === 'private' || privacy === 'direct';
  return (
    <div className="modal visibility-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(interactionLabels.title)}
      </h2>
      <p className="modal__text">{intl.formatMessage(messages.intro)}</p>
      <div className="visibility-modal__field">
        <label htmlFor={visibilityId}>{intl.formatMessage(interactionLabels.visibility)}</label>
        <select
          id={visibilityId}
          aria-describedby={visibilityHint}
          value={privacy}
          onChange={(event) =>
            dispatch(composeChanged({ field: 'privacy', value: event.target.value as Visibility }))
          }
        >
          {VISIBILITY_ORDER.map((visibility) => (
            <option key={visibility} value={visibility}>
              {intl.formatMessage(visibilityMessages[visibility])}
            </option>
          ))}
        </select>
        <span id={visibilityHint} className="visibility-modal__hint">
          {intl.formatMessage(visibilityLongMessages[privacy])}
        </span>
      </div>
      <div className="visibility-modal__field">
        <label htmlFor={quoteId}>{intl.formatMessage(interactionLabels.quotePolicy)}</label>
        <select
          id={quoteId}
          aria-describedby={restricted ? quoteHint : undefined}
          value={effectiveQuotePolicy(privacy, chosenPolicy)}
          disabled={restricted}
          onChange={(event) =>
            dispatch(composeChanged({ field: 'quote_policy', value: event.target.value as QuotePolicy }))
          }
        >
          {QUOTE_POLICY_ORDER.map((policy) => (
            <option key={policy} value={policy}>
              {intl.formatMessage(quotePolicyMessages[policy])}
            </option>
          ))}
        </select>
        {restricted && (
          <span id={quoteHint} className="visibility-modal__hint">
            {intl.formatMessage(messages.quoteRestricted)}
          </span>
        )}
      </div>
      <div className="modal__actions">
        <Button onClick={onClose}>{intl.formatMessage(messages.done)}</Button>
      </div>
    </div>
  );
}
