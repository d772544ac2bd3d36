import { useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { quotePolicyOf, type QuoteApprovalPolicy } from '../../../../domain/restoredPost';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { Button } from '../../../../ui/Button';
import { quotePolicyMessages } from '../../../../ui/visibilityWords';
import type { ModalComponentProps } from '../../../modals/public';
import { selectStatusRecord, selectStatusView } from '../../selectors';
import { menuActionRequested } from '../../slice';

const messages = defineMessages({
  title: { id: 'quote_policy_modal.title', defaultMessage: 'Who can quote this post?' },
  privateOnly: {
    id: 'quote_policy_modal.private_only',
    defaultMessage: 'Posts for Followers and Private mentions cannot be quoted by others.',
  },
  save: { id: 'quote_policy_modal.save', defaultMessage: 'Save' },
  saving: { id: 'quote_policy_modal.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

const POLICIES: readonly QuoteApprovalPolicy[] = ['public', 'followers', 'nobody'];

/** "Change who can quote" (QUOTE_POLICY): Anyone, Followers or Just me; private posts only the last. */
export function QuotePolicyModal({ statusId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = typeof statusId === 'string' ? statusId : '';
  const status = useAppSelector((state) => selectStatusView(state, id));
  const saving = useAppSelector((state) => selectStatusRecord(state, id)?.isSavingQuotePolicy === true);
  const restricted = status?.visibility === 'private' || status?.visibility === 'direct';
  const [policy, setPolicy] = useState<QuoteApprovalPolicy>(
    restricted ? 'nobody' : ((status && quotePolicyOf(status)) ?? 'public'),
  );
  if (!status) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(menuActionRequested({ statusId: id, kind: 'quotePolicy', policy }));
  };
  return (
    <form className="modal quote-policy-modal" onSubmit={submit} aria-busy={saving}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <fieldset className="modal__choices" disabled={saving}>
        <legend className="sr-only">{intl.formatMessage(messages.title)}</legend>
        {POLICIES.map((choice) => (
          <label key={choice} className="modal__choice">
            <input
              type="radio"
              name="quote_policy"
              value={choice}
              checked={policy === choice}
              disabled={restricted && choice !== 'nobody'}
              onChange={() => setPolicy(choice)}
            />
            {intl.formatMessage(quotePolicyMessages[choice])}
          </label>
        ))}
      </fieldset>
      {restricted && <p className="modal__text">{intl.formatMessage(messages.privateOnly)}</p>}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" disabled={saving}>
          {intl.formatMessage(saving ? messages.saving : messages.save)}
        </Button>
      </div>
    </form>
  );
}
