import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { FilterContext } from '../../../domain/filtering';
import { moderationIntents } from '../../../domain/moderation';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { filtersIntents } from '../../filters/public';
import { modalOpened } from '../../modals/public';
import {
  CONTEXTS,
  emptyFilterForm,
  EXPIRY_CHOICES,
  formFromFilter,
  formProblems,
  KEEP_EXPIRY,
  toFilterParams,
  type FilterForm,
  type KeywordRow,
} from '../form';
import { filterEditorOpened, selectFilterEditor } from '../slice';
import { KeywordFields } from './KeywordFields';
import { countMessages, expiryMessages, messages } from './messages';

let nextKey = 0;
export const newKeyword = (): KeywordRow => ({ key: `new-${(nextKey += 1)}`, keyword: '', wholeWord: true });

function FilterFormView({ id, initial }: { id?: string; initial: FilterForm }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const editor = useAppSelector(selectFilterEditor);
  const expiresAt = useAppSelector((state) => (id ? state.filters.items[id]?.expires_at : null));
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const titleId = useId();
  const expiryId = useId();
  const contextHintId = useId();
  const submitted = useRef(false);

  useEffect(() => {
    dispatch(filterEditorOpened());
  }, [dispatch]);
  useEffect(() => {
    if (submitted.current && editor.savedId) navigate('/filters');
  }, [editor.savedId, navigate]);

  const problems = formProblems(form);
  const set = (change: Partial<FilterForm>) => setForm((current) => ({ ...current, ...change }));
  const toggleContext = (context: FilterContext, on: boolean) =>
    set({ context: on ? [...form.context, context] : form.context.filter((c) => c !== context) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problems.length > 0 || editor.pending) return;
    submitted.current = true;
    dispatch(
      moderationIntents.requested({
        kind: 'filterSave',
        ...(id ? { id } : {}),
        params: toFilterParams(form),
      }),
    );
  };
  const actions = form.action === 'blur' ? (['warn', 'hide', 'blur'] as const) : (['warn', 'hide'] as const);
  const keepDate = expiresAt ? intl.formatDate(expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) : '';

  return (
    <form className="filter-form" onSubmit={submit} noValidate>
      <div className="filter-form__field">
        <label htmlFor={titleId}>{intl.formatMessage(messages.title)}</label>
        <input
          id={titleId}
          type="text"
          value={form.title}
          maxLength={256}
          aria-invalid={tried && problems.includes('title')}
          onChange={(event) => set({ title: event.target.value })}
        />
        {tried && problems.includes('title') && (
          <p className="filter-form__error">{intl.formatMessage(messages.titleMissing)}</p>
        )}
      </div>
      <div className="filter-form__field">
        <label htmlFor={expiryId}>{intl.formatMessage(messages.expiresIn)}</label>
        <select
          id={expiryId}
          value={String(form.expiresIn)}
          onChange={(event) => {
            const value = event.target.value;
            set({
              expiresIn:
                value === KEEP_EXPIRY
                  ? KEEP_EXPIRY
                  : (EXPIRY_CHOICES.find((choice) => String(choice) === value) ?? ''),
            });
          }}
        >
          {initial.expiresIn === KEEP_EXPIRY && (
            <option value={KEEP_EXPIRY}>{intl.formatMessage(countMessages.keep, { date: keepDate })}</option>
          )}
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {choice === ''
                ? intl.formatMessage(messages.never)
                : intl.formatMessage(expiryMessages[choice])}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="filter-form__group" aria-describedby={contextHintId}>
        <legend>{intl.formatMessage(messages.contexts)}</legend>
        <p id={contextHintId} className="filter-form__hint">
          {intl.formatMessage(messages.contextsHint)}
        </p>
        {CONTEXTS.map((context) => (
          <label key={context} className="filter-form__choice">
            <input
              type="checkbox"
              checked={form.context.includes(context)}
              onChange={(event) => toggleContext(context, event.target.checked)}
            />
            {intl.formatMessage(messages[context])}
          </label>
        ))}
        {tried && problems.includes('context') && (
          <p className="filter-form__error">{intl.formatMessage(messages.contextMissing)}</p>
        )}
      </fieldset>
      <fieldset className="filter-form__group">
        <legend>{intl.formatMessage(messages.action)}</legend>
        {actions.map((action) => (
          <label key={action} className="filter-form__choice">
            <input
              type="radio"
              name="filter_action"
              checked={form.action === action}
              onChange={() => set({ action })}
            />
            {intl.formatMessage(messages[action])}
          </label>
        ))}
      </fieldset>
      <KeywordFields form={form} onChange={set} newKeyword={newKeyword} />
      {editor.error && (
        <p className="filter-form__error" role="alert">
          {editor.error}
        </p>
      )}
      <div className="filter-form__actions">
        {id && (
          <Button
            variant="secondary"
            className="button--danger"
            onClick={() =>
              dispatch(modalOpened({ modalType: 'CONFIRM_DELETE_FILTER', modalProps: { filterId: id } }))
            }
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        )}
        <Button type="submit" disabled={editor.pending}>
          {intl.formatMessage(id ? messages.saveChanges : messages.saveNew)}
        </Button>
      </div>
    </form>
  );
}

/** /filters/new and /filters/:id: a filter's title, contexts, action, keywords and expiry. */
export function FilterEditPage({ id }: { id?: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { loaded, items } = useAppSelector((state) => state.filters);
  const filter = id ? items[id] : undefined;
  const seen = useRef(false);

  useEffect(() => {
    if (id) dispatch(filtersIntents.fetchRequested());
  }, [dispatch, id]);
  // Deleted from here (or elsewhere): back to the filters.
  useEffect(() => {
    if (filter) seen.current = true;
    else if (seen.current) navigate('/filters', { replace: true });
  }, [filter, navigate]);

  let body;
  if (id && !filter && !loaded) body = <LoadingIndicator />;
  else if (id && !filter) body = <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>;
  else
    body = (
      <FilterFormView
        key={id ?? 'new'}
        id={id}
        initial={filter ? formFromFilter(filter) : { ...emptyFilterForm(), keywords: [newKeyword()] }}
      />
    );
  return <Column title={intl.formatMessage(id ? messages.editFilter : messages.newFilter)}>{body}</Column>;
}
