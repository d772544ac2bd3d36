import { useIntl } from 'react-intl';
import type { Account } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { RichText } from '../../statuses';
import { fieldValueHtml } from '../fields';
import { profileMessages as messages, profileValueMessages as valueMessages } from './messages';

/** The profile's fields: name and value, a checked link marked with its date. */
export function ProfileFields({ account }: { account: Account }) {
  const intl = useIntl();
  const fields = Array.isArray(account.fields) ? account.fields : [];
  if (fields.length === 0) return null;
  return (
    <dl className="profile__fields" aria-label={intl.formatMessage(messages.fields)}>
      {fields.map((field, index) => {
        const verified = field.verified_at
          ? intl.formatMessage(valueMessages.verified, {
              date: intl.formatDate(field.verified_at, { dateStyle: 'medium' }),
            })
          : null;
        return (
          <div
            key={`${field.name}-${index}`}
            className={verified ? 'profile__field profile__field--verified' : 'profile__field'}
          >
            <dt>
              <RichText html={escapeText(field.name ?? '')} emojis={account.emojis} />
            </dt>
            <dd>
              {verified && (
                <span className="profile__verified" role="img" aria-label={verified} title={verified}>
                  <Icon id="check" size={16} />
                </span>
              )}
              <RichText html={fieldValueHtml(field.value ?? '', account.uri)} emojis={account.emojis} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A field's name is plain text: drawn through the same path as HTML, with its custom emoji. */
function escapeText(text: string) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
