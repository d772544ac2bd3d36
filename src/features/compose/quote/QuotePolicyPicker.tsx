import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { QuotePolicy } from '../../settings';
import { composeChanged } from '../slice';

const messages = defineMessages({
  label: { id: 'visibility_modal.quote_label', defaultMessage: 'Who can quote' },
  public: { id: 'visibility_modal.quote_public', defaultMessage: 'Anyone' },
  followers: { id: 'visibility_modal.quote_followers', defaultMessage: 'Followers only' },
  nobody: { id: 'visibility_modal.quote_nobody', defaultMessage: 'Just me' },
});

const POLICIES = ['public', 'followers', 'nobody'] as const satisfies readonly QuotePolicy[];

/** The policy a post is quoted under; for followers-only and mentioned-only posts it is nobody. */
export const effectiveQuotePolicy = (privacy: string, policy: QuotePolicy): QuotePolicy =>
  privacy === 'private' || privacy === 'direct' ? 'nobody' : policy;

/** Who may quote the post: Anyone, Followers only, Just me. */
export function QuotePolicyPicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const privacy = useAppSelector((state) => state.compose.privacy);
  const chosen = useAppSelector((state) => state.compose.quote_policy);
  const forced = privacy === 'private' || privacy === 'direct';
  return (
    <select
      className="compose-form__visibility compose-form__quote-policy"
      aria-label={intl.formatMessage(messages.label)}
      title={intl.formatMessage(messages.label)}
      value={effectiveQuotePolicy(privacy, chosen)}
      disabled={forced}
      onChange={(event) =>
        dispatch(composeChanged({ field: 'quote_policy', value: event.target.value as QuotePolicy }))
      }
    >
      {POLICIES.map((policy) => (
        <option key={policy} value={policy}>
          {intl.formatMessage(messages[policy])}
        </option>
      ))}
    </select>
  );
}
