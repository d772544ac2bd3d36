import { defineMessages, type IntlShape } from 'react-intl';
import type { ColumnSetting } from '../features/settings/defaults';
import { hashtagKey, keyOf, normalizeTag, type PublicScope } from '../domain/timelineKey';
import type { IconName } from '../ui/Icon';

const messages = defineMessages({
  home: { id: 'column.home', defaultMessage: 'Home' },
  local: { id: 'column.community', defaultMessage: 'Local timeline' },
  federated: { id: 'column.public', defaultMessage: 'Federated timeline' },
  remote: { id: 'column.remote', defaultMessage: 'Remote timeline' },
  list: { id: 'column.list', defaultMessage: 'List' },
  direct: { id: 'column.direct', defaultMessage: 'Private mentions' },
});
const tagMessages = defineMessages<{ tag: { tag: string }; acct: { acct: string } }>({
  tag: { id: 'column.hashtag', defaultMessage: '#{tag}' },
  acct: { id: 'column.account', defaultMessage: '@{acct}' },
});

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A PUBLIC column's scope: `scope`, or Mastodon's older `local` / `remote` flags; federated otherwise. */
export function publicScopeOf(params: ColumnSetting['params']): PublicScope {
  const scope = params?.scope;
  if (scope === 'local' || scope === 'remote' || scope === 'federated') return scope;
  if (params?.local === true) return 'local';
  if (params?.remote === true) return 'remote';
  return 'federated';
}

export const publicTitle = (intl: IntlShape, scope: PublicScope) =>
  intl.formatMessage(
    scope === 'local' ? messages.local : scope === 'remote' ? messages.remote : messages.federated,
  );

export interface TimelineColumnKind {
  timelineId: string;
  title: string;
  icon?: IconName;
}

/**
 * The timeline a deck column shows, or null for the columns that are not timelines
 * (COMPOSE, NOTIFICATIONS) and for settings too broken to show anything (a hashtag column without a tag).
 */
export function timelineColumnOf(column: ColumnSetting, intl: IntlShape): TimelineColumnKind | null {
  const params = column.params;
  switch (column.id) {
    case 'HOME':
      return { timelineId: keyOf({ kind: 'home' }), title: intl.formatMessage(messages.home), icon: 'home' };
    case 'PUBLIC': {
      const scope = publicScopeOf(params);
      return {
        timelineId: keyOf({ kind: 'public', scope, onlyMedia: params?.onlyMedia === true }),
        title: publicTitle(intl, scope),
        icon: scope === 'local' ? 'local' : 'globe',
      };
    }
    case 'HASHTAG': {
      const tag = normalizeTag(str(params?.tag));
      if (!tag) return null;
      return {
        timelineId: keyOf(
          hashtagKey({
            tag,
            any: strings(params?.any),
            all: strings(params?.all),
            none: strings(params?.none),
            local: params?.local === true,
          }),
        ),
        title: intl.formatMessage(tagMessages.tag, { tag }),
        icon: 'hashtag',
      };
    }
    case 'LIST': {
      const id = str(params?.id);
      if (!id) return null;
      return {
        timelineId: keyOf({ kind: 'list', id }),
        title: str(params?.title) || intl.formatMessage(messages.list),
        icon: 'lists',
      };
    }
    case 'DIRECT':
      return {
        timelineId: keyOf({ kind: 'direct' }),
        title: intl.formatMessage(messages.direct),
        icon: 'at',
      };
    case 'ACCOUNT': {
      const accountId = str(params?.accountId);
      if (!accountId) return null;
      return {
        timelineId: keyOf({ kind: 'account', id: accountId }),
        title: intl.formatMessage(tagMessages.acct, { acct: str(params?.acct) || accountId }),
      };
    }
    default:
      return null;
  }
}

/** Home's "Show boosts" / "Show replies". */
export interface HomeShows {
  reblog: boolean;
  reply: boolean;
}

/** The column kind or the timeline a deck address shows on its own, as a column of the deck would. */
function placeAt(path: string): { kind: ColumnSetting['id'] } | { timelineId: string } | null {
  const [first = '', second, third] = path.split(/[?#]/)[0].split('/').filter(Boolean);
  switch (first) {
    case 'home':
      return second ? null : { timelineId: keyOf({ kind: 'home' }) };
    case 'notifications':
      return second ? null : { kind: 'NOTIFICATIONS' };
    case 'conversations':
      return second ? null : { kind: 'DIRECT' };
    case 'public': {
      if (third) return null;
      const scope = second === 'local' || second === 'remote' ? second : second ? null : 'federated';
      return scope && { timelineId: keyOf({ kind: 'public', scope, onlyMedia: false }) };
    }
    case 'tags': {
      if (!second || third) return null;
      let decoded = second;
      try {
        decoded = decodeURIComponent(second);
      } catch {
        // A malformed escape: the raw text, normalised, is the tag, as the hashtag page reads it.
      }
      const tag = normalizeTag(decoded);
      return tag ? { timelineId: keyOf(hashtagKey({ tag })) } : null;
    }
    case 'lists':
      return second && !third ? { timelineId: keyOf({ kind: 'list', id: second }) } : null;
    default:
      return null;
  }
}

/**
 * The deck column that already shows what the address names (Home, Notifications, a public timeline, a
 * pinned list or hashtag...), or null when none does and the address opens in the detail column.
 */
export function columnShowing(
  path: string,
  columns: readonly ColumnSetting[],
  intl: IntlShape,
): ColumnSetting | null {
  const place = placeAt(path);
  if (!place) return null;
  // Hashtags are one whatever their case, as the server reads them.
  const same = (timelineId = '') =>
    'timelineId' in place &&
    (timelineId === place.timelineId ||
      (timelineId.startsWith('hashtag:') && timelineId.toLowerCase() === place.timelineId.toLowerCase()));
  return (
    columns.find((column) =>
      'kind' in place ? column.id === place.kind : same(timelineColumnOf(column, intl)?.timelineId),
    ) ?? null
  );
}
