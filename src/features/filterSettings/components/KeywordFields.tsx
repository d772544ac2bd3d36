import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button';
import type { FilterForm, KeywordRow } from '../form';
import { countMessages, messages } from './messages';

interface Props {
  form: FilterForm;
  onChange: (change: Partial<FilterForm>) => void;
  newKeyword: () => KeywordRow;
}

/** A filter's keywords: each with its whole-word switch, added and removed in place. */
export function KeywordFields({ form, onChange, newKeyword }: Props) {
  const intl = useIntl();
  const change = (key: string, fields: Partial<KeywordRow>) =>
    onChange({ keywords: form.keywords.map((row) => (row.key === key ? { ...row, ...fields } : row)) });
  const remove = (row: KeywordRow) =>
    onChange({
      keywords: form.keywords.filter((other) => other.key !== row.key),
      removedKeywordIds: row.id ? [...form.removedKeywordIds, row.id] : form.removedKeywordIds,
    });
  return (
    <fieldset className="filter-form__group">
      <legend>{intl.formatMessage(messages.keywords)}</legend>
      <ul className="filter-form__keywords">
        {form.keywords.map((row) => (
          <li key={row.key} className="filter-form__keyword">
            <input
              type="text"
              aria-label={intl.formatMessage(messages.keyword)}
              value={row.keyword}
              maxLength={512}
              onChange={(event) => change(row.key, { keyword: event.target.value })}
            />
            <label className="filter-form__choice">
              <input
                type="checkbox"
                checked={row.wholeWord}
                onChange={(event) => change(row.key, { wholeWord: event.target.checked })}
              />
              {intl.formatMessage(messages.wholeWord)}
            </label>
            <Button
              variant="secondary"
              aria-label={intl.formatMessage(countMessages.removeKeyword, { keyword: row.keyword })}
              onClick={() => remove(row)}
            >
              {intl.formatMessage(messages.remove)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => onChange({ keywords: [...form.keywords, newKeyword()] })}>
        {intl.formatMessage(messages.addKeyword)}
      </Button>
    </fieldset>
  );
}
