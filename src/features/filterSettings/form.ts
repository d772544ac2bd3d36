import type { FilterParams, KeywordAttributes } from '../../api/endpoints/filterEditing';
import type { Filter } from '../../api/entities';
import type { FilterContext } from '../../domain/filtering';

export const CONTEXTS: readonly FilterContext[] = ['home', 'notifications', 'public', 'thread', 'account'];

/** Mastodon's "Expire after" choices, in seconds; '' is never. */
export const EXPIRY_CHOICES = ['', 1800, 3600, 21600, 43200, 86400, 604800] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];
/** An existing filter's expiry, left as it is. */
export const KEEP_EXPIRY = 'keep';

export interface KeywordRow {
  /** The server's id for a keyword that exists; a local key for a new one. */
  key: string;
  id?: string;
  keyword: string;
  wholeWord: boolean;
}

export interface FilterForm {
  title: string;
  context: FilterContext[];
  action: string;
  expiresIn: ExpiryChoice | typeof KEEP_EXPIRY;
  keywords: KeywordRow[];
  /** The ids of existing keywords the user removed: sent with `_destroy`. */
  removedKeywordIds: string[];
}

export const emptyFilterForm = (): FilterForm => ({
  title: '',
  context: [],
  action: 'warn',
  expiresIn: '',
  keywords: [],
  removedKeywordIds: [],
});

/** The form for an existing filter (server data is untrusted: odd fields fall back to defaults). */
export function formFromFilter(filter: Filter): FilterForm {
  const context = Array.isArray(filter.context) ? filter.context : [];
  return {
    title: typeof filter.title === 'string' ? filter.title : '',
    context: CONTEXTS.filter((c) => context.includes(c)),
    action: typeof filter.filter_action === 'string' ? filter.filter_action : 'warn',
    expiresIn: filter.expires_at ? KEEP_EXPIRY : '',
    keywords: (Array.isArray(filter.keywords) ? filter.keywords : []).flatMap((k) =>
      typeof k?.id === 'string' && typeof k.keyword === 'string'
        ? [{ key: k.id, id: k.id, keyword: k.keyword, wholeWord: k.whole_word !== false }]
        : [],
    ),
    removedKeywordIds: [],
  };
}

export type FormProblem = 'title' | 'context';

/** What the form lacks before it can be sent (the server checks the rest). */
export function formProblems(form: FilterForm): FormProblem[] {
  const problems: FormProblem[] = [];
  if (form.title.trim() === '') problems.push('title');
  if (form.context.length === 0) problems.push('context');
  return problems;
}

/** The v2 request body: new and changed keywords, removed ones with `_destroy`, blank new ones dropped. */
export function toFilterParams(form: FilterForm): FilterParams {
  const keywords = form.keywords.flatMap((row): KeywordAttributes[] => {
    const keyword = row.keyword.trim();
    if (row.id) {
      // An existing keyword emptied is removed rather than refused by the server.
      return keyword === ''
        ? [{ id: row.id, _destroy: true }]
        : [{ id: row.id, keyword, whole_word: row.wholeWord }];
    }
    return keyword === '' ? [] : [{ keyword, whole_word: row.wholeWord }];
  });
  const params: FilterParams = {
    title: form.title.trim(),
    context: [...form.context],
    filter_action: form.action,
    keywords_attributes: [...keywords, ...form.removedKeywordIds.map((id) => ({ id, _destroy: true }))],
  };
  if (form.expiresIn !== KEEP_EXPIRY) params.expires_in = form.expiresIn;
  return params;
}
