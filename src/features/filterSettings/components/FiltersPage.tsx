import { useEffect, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import type { Filter } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { filtersIntents } from '../../filters/public';
import { modalOpened } from '../../modals/public';
import { CONTEXTS } from '../form';
import { countMessages, messages } from './messages';
import { SEPARATOR } from '../../../ui/textPieces';

const ACTIONS = ['warn', 'hide', 'blur'] as const;

function expiryText(intl: IntlShape, expiresAt: string | null | undefined): string {
  const time = expiresAt ? Date.parse(expiresAt) : NaN;
  if (Number.isNaN(time)) return intl.formatMessage(messages.noExpiry);
  if (time <= Date.now()) return intl.formatMessage(messages.expired);
  const date = intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' });
  return intl.formatMessage(countMessages.expiresOn, { date });
}

function FilterRow({ filter }: { filter: Filter }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = `/filters/${encodeURIComponent(filter.id)}`;
  const context = Array.isArray(filter.context) ? filter.context : [];
  const contexts = CONTEXTS.filter((c) => context.includes(c))
    .map((c) => intl.formatMessage(messages[c]))
    .join(', ');
  const action = ACTIONS.find((a) => a === filter.filter_action) ?? 'warn';
  const keywords = Array.isArray(filter.keywords) ? filter.keywords.length : 0;
  const statuses = Array.isArray(filter.statuses) ? filter.statuses.length : 0;
  const title = typeof filter.title === 'string' ? filter.title : '';
  return (
    <li className="filters-page__row">
      <div className="filters-page__summary">
        <Link href={path} className="filters-page__title">
          {title}
        </Link>
        <p>{intl.formatMessage(countMessages.contextsIn, { contexts })}</p>
        <p>
          {intl.formatMessage(messages[action])}
          {SEPARATOR}
          {intl.formatMessage(countMessages.keywords, { count: keywords })}
          {statuses > 0 && SEPARATOR}
          {statuses > 0 && intl.formatMessage(countMessages.statuses, { count: statuses })}
          {SEPARATOR}
          {expiryText(intl, filter.expires_at)}
        </p>
      </div>
      <div className="filters-page__actions">
        <Link
          href={path}
          className="button button--secondary"
          aria-label={intl.formatMessage(countMessages.editNamed, { title })}
        >
          {intl.formatMessage(messages.edit)}
        </Link>
        <button
          type="button"
          className="button button--secondary button--danger"
          aria-label={intl.formatMessage(countMessages.deleteNamed, { title })}
          onClick={() =>
            dispatch(modalOpened({ modalType: 'CONFIRM_DELETE_FILTER', modalProps: { filterId: filter.id } }))
          }
        >
          {intl.formatMessage(messages.delete)}
        </button>
      </div>
    </li>
  );
}

/** /filters: the user's filters with what each does, each leading to its form. */
export function FiltersPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.filters.loaded);
  const items = useAppSelector((state) => state.filters.items);
  const filters = useMemo(() => Object.values(items), [items]);

  useEffect(() => {
    dispatch(filtersIntents.fetchRequested());
  }, [dispatch]);

  return (
    <Column title={intl.formatMessage(messages.filters)}>
      <div className="lists-page__top">
        <Link href="/filters/new" className="button button--primary">
          {intl.formatMessage(messages.newFilter)}
        </Link>
      </div>
      {!loaded && <LoadingIndicator />}
      {loaded && filters.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="filters-page__list">
        {filters.map((filter) => (
          <FilterRow key={filter.id} filter={filter} />
        ))}
      </ul>
    </Column>
  );
}
