import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectFilterList } from '../../filters/public';
import type { ModalComponentProps } from '../../modals/public';
import { moderationIntents } from '../../../domain/moderation';

const messages = defineMessages({
  title: { id: 'filter_modal.title.status', defaultMessage: 'Filter a post' },
  choose: { id: 'filter_modal.select_filter.title', defaultMessage: 'Filter this post' },
  newFilter: { id: 'filter_modal.select_filter.prompt_new', defaultMessage: 'New category' },
  newTitle: { id: 'filter_modal.new_title', defaultMessage: 'Name of the new filter' },
  submit: { id: 'filter_modal.submit', defaultMessage: 'Filter' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

const NEW = '';

/** "Filter this post" (FILTER): into one of the user's filters, or a new one named here. */
export function FilterModal({ statusId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectFilterList);
  const [choice, setChoice] = useState<string>(filters[0]?.id ?? NEW);
  const [title, setTitle] = useState('');
  const titleInputId = useId();
  const id = typeof statusId === 'string' ? statusId : '';
  const canSubmit = choice !== NEW || title.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    dispatch(
      moderationIntents.requested(
        choice === NEW
          ? { kind: 'filter', statusId: id, title: title.trim() }
          : { kind: 'filter', statusId: id, filterId: choice },
      ),
    );
  };
  return (
    <form className="modal filter-modal" onSubmit={submit}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <fieldset className="modal__choices">
        <legend>{intl.formatMessage(messages.choose)}</legend>
        {filters.map((filter) => (
          <label key={filter.id} className="modal__choice">
            <input
              type="radio"
              name="filter"
              checked={choice === filter.id}
              onChange={() => setChoice(filter.id)}
            />
            {filter.title}
          </label>
        ))}
        <label className="modal__choice">
          <input type="radio" name="filter" checked={choice === NEW} onChange={() => setChoice(NEW)} />
          {intl.formatMessage(messages.newFilter)}
        </label>
      </fieldset>
      {choice === NEW && (
        <div className="modal__field">
          <label htmlFor={titleInputId}>{intl.formatMessage(messages.newTitle)}</label>
          <input
            id={titleInputId}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
