import type { Filter } from '../../../../src/api/entities';
import {
  emptyFilterForm,
  formFromFilter,
  formProblems,
  KEEP_EXPIRY,
  toFilterParams,
} from '../../../../src/features/filterSettings/form';

const filter = (overrides: Partial<Filter> = {}): Filter => ({
  id: 'f1',
  title: 'Spoilers',
  context: ['home', 'thread'],
  filter_action: 'hide',
  expires_at: '2030-01-01T00:00:00.000Z',
  keywords: [
    { id: 'k1', keyword: 'finale', whole_word: true },
    { id: 'k2', keyword: 'ending', whole_word: false },
  ],
  statuses: [],
  ...overrides,
});

describe('the filter form', () => {
  it('a new filter sends its title, contexts, action, keywords and expiry in seconds', () => {
    const form = {
      ...emptyFilterForm(),
      title: ' Politics ',
      context: ['home' as const, 'public' as const],
      action: 'warn',
      expiresIn: 86400 as const,
      keywords: [
        { key: 'n1', keyword: ' election ', wholeWord: true },
        { key: 'n2', keyword: 'poll', wholeWord: false },
      ],
    };
    expect(toFilterParams(form)).toEqual({
      title: 'Politics',
      context: ['home', 'public'],
      filter_action: 'warn',
      expires_in: 86400,
      keywords_attributes: [
        { keyword: 'election', whole_word: true },
        { keyword: 'poll', whole_word: false },
      ],
    });
  });

  it('"Never" sends an empty expires_in; an unchanged expiry is left out', () => {
    expect(toFilterParams({ ...emptyFilterForm(), title: 'x', context: ['home'] }).expires_in).toBe('');
    const kept = toFilterParams(formFromFilter(filter()));
    expect(kept.expires_in).toBeUndefined();
    expect('expires_in' in kept).toBe(false);
  });

  it('a removed keyword is sent with _destroy, a changed one with its id, a blank new one not at all', () => {
    const form = formFromFilter(filter());
    const changed = {
      ...form,
      keywords: [
        { ...form.keywords[0], wholeWord: false },
        { key: 'new-1', keyword: '  ', wholeWord: true },
        { key: 'new-2', keyword: 'twist', wholeWord: true },
      ],
      removedKeywordIds: ['k2'],
    };
    expect(toFilterParams(changed).keywords_attributes).toEqual([
      { id: 'k1', keyword: 'finale', whole_word: false },
      { keyword: 'twist', whole_word: true },
      { id: 'k2', _destroy: true },
    ]);
  });

  it('an existing keyword emptied is removed with _destroy', () => {
    const form = formFromFilter(filter());
    const emptied = { ...form, keywords: [{ ...form.keywords[0], keyword: '' }, form.keywords[1]] };
    expect(toFilterParams(emptied).keywords_attributes[0]).toEqual({ id: 'k1', _destroy: true });
  });

  it('an existing filter fills the form; an expiry is kept unless changed, none reads as never', () => {
    const form = formFromFilter(filter());
    expect(form).toMatchObject({
      title: 'Spoilers',
      context: ['home', 'thread'],
      action: 'hide',
      expiresIn: KEEP_EXPIRY,
      removedKeywordIds: [],
    });
    expect(form.keywords.map((k) => [k.id, k.keyword, k.wholeWord])).toEqual([
      ['k1', 'finale', true],
      ['k2', 'ending', false],
    ]);
    expect(formFromFilter(filter({ expires_at: null })).expiresIn).toBe('');
  });

  it('a filter needs a title and at least one context', () => {
    expect(formProblems(emptyFilterForm())).toEqual(['title', 'context']);
    expect(formProblems({ ...emptyFilterForm(), title: '  ', context: ['home'] })).toEqual(['title']);
    expect(formProblems({ ...emptyFilterForm(), title: 'x', context: ['thread'] })).toEqual([]);
  });
});
