import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  filters: { id: 'filters.index.title', defaultMessage: 'Filters' },
  empty: { id: 'filters.index.empty', defaultMessage: 'You have no filters.' },
  newFilter: { id: 'filters.new.title', defaultMessage: 'Add new filter' },
  editFilter: { id: 'filters.edit.title', defaultMessage: 'Edit filter' },
  title: { id: 'simple_form.labels.defaults.title', defaultMessage: 'Title' },
  expiresIn: { id: 'simple_form.labels.defaults.expires_in', defaultMessage: 'Expire after' },
  never: { id: 'invites.expires_in_prompt', defaultMessage: 'Never' },
  contexts: { id: 'simple_form.labels.defaults.context', defaultMessage: 'Filter contexts' },
  contextsHint: {
    id: 'simple_form.hints.defaults.context',
    defaultMessage: 'One or multiple contexts where the filter should apply',
  },
  home: { id: 'filters.contexts.home', defaultMessage: 'Home and lists' },
  notifications: { id: 'filters.contexts.notifications', defaultMessage: 'Notifications' },
  public: { id: 'filters.contexts.public', defaultMessage: 'Public timelines' },
  thread: { id: 'filters.contexts.thread', defaultMessage: 'Conversations' },
  account: { id: 'filters.contexts.account', defaultMessage: 'Profiles' },
  action: { id: 'simple_form.labels.filters.action', defaultMessage: 'Filter action' },
  warn: { id: 'simple_form.labels.filters.actions.warn', defaultMessage: 'Hide with a warning' },
  hide: { id: 'simple_form.labels.filters.actions.hide', defaultMessage: 'Hide completely' },
  blur: { id: 'simple_form.labels.filters.actions.blur', defaultMessage: 'Hide media with a warning' },
  keywords: { id: 'filters.edit.keywords', defaultMessage: 'Keywords' },
  keyword: { id: 'simple_form.labels.filters.keywords.keyword', defaultMessage: 'Keyword' },
  wholeWord: { id: 'simple_form.labels.filters.keywords.whole_word', defaultMessage: 'Whole word' },
  addKeyword: { id: 'filters.edit.add_keyword', defaultMessage: 'Add keyword' },
  remove: { id: 'filters.index.remove', defaultMessage: 'Remove' },
  saveNew: { id: 'filters.new.save', defaultMessage: 'Save new filter' },
  saveChanges: { id: 'generic.save_changes', defaultMessage: 'Save changes' },
  delete: { id: 'filters.index.delete', defaultMessage: 'Delete' },
  edit: { id: 'filters.index.edit', defaultMessage: 'Edit' },
  titleMissing: { id: 'filters.errors.title_blank', defaultMessage: "Title can't be blank" },
  contextMissing: { id: 'filters.errors.context_blank', defaultMessage: 'Choose at least one context' },
  notFound: { id: 'filters.not_found', defaultMessage: 'This filter does not exist.' },
  noExpiry: { id: 'filters.index.never_expires', defaultMessage: 'Never expires' },
  expired: { id: 'filters.index.expired', defaultMessage: 'Expired' },
  confirmTitle: { id: 'confirmations.delete_filter.title', defaultMessage: 'Delete filter?' },
  confirmMessage: {
    id: 'confirmations.delete_filter.message',
    defaultMessage: 'Are you sure you want to delete this filter?',
  },
  backToFilters: { id: 'filters.back', defaultMessage: 'Back to filters' },
});

export const expiryMessages = defineMessages({
  1800: { id: 'invites.expires_in.1800', defaultMessage: '30 minutes' },
  3600: { id: 'invites.expires_in.3600', defaultMessage: '1 hour' },
  21600: { id: 'invites.expires_in.21600', defaultMessage: '6 hours' },
  43200: { id: 'invites.expires_in.43200', defaultMessage: '12 hours' },
  86400: { id: 'invites.expires_in.86400', defaultMessage: '1 day' },
  604800: { id: 'invites.expires_in.604800', defaultMessage: '1 week' },
});

export const countMessages = defineMessages<{
  keywords: { count: number };
  statuses: { count: number };
  contextsIn: { contexts: string };
  expiresOn: { date: string };
  keep: { date: string };
  removeKeyword: { keyword: string };
  editNamed: { title: string };
  deleteNamed: { title: string };
}>({
  keywords: {
    id: 'filters.index.keywords',
    defaultMessage: '{count, plural, one {# keyword} other {# keywords}}',
  },
  statuses: { id: 'filters.index.statuses', defaultMessage: '{count, plural, one {# post} other {# posts}}' },
  contextsIn: { id: 'filters.index.contexts', defaultMessage: 'Filters in {contexts}' },
  expiresOn: { id: 'filters.index.expires_on', defaultMessage: 'Expires on {date}' },
  keep: { id: 'filters.edit.keep_expiry', defaultMessage: 'Unchanged (expires on {date})' },
  removeKeyword: { id: 'filters.edit.remove_keyword', defaultMessage: 'Remove keyword {keyword}' },
  editNamed: { id: 'filters.index.edit_named', defaultMessage: 'Edit filter {title}' },
  deleteNamed: { id: 'filters.index.delete_named', defaultMessage: 'Delete filter {title}' },
});
