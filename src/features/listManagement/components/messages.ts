import { defineMessages } from 'react-intl';

export const listMessages = defineMessages({
  lists: { id: 'column.lists', defaultMessage: 'Lists' },
  newList: { id: 'lists.new_list', defaultMessage: 'New list' },
  createList: { id: 'lists.create_list', defaultMessage: 'Create list' },
  editList: { id: 'lists.edit', defaultMessage: 'Edit list' },
  deleteList: { id: 'lists.delete', defaultMessage: 'Delete list' },
  listName: { id: 'lists.list_name', defaultMessage: 'List name' },
  repliesPolicy: { id: 'lists.show_replies_to', defaultMessage: 'Include replies from list members to' },
  followed: { id: 'lists.replies_policy.followed', defaultMessage: 'Any followed user' },
  list: { id: 'lists.replies_policy.list', defaultMessage: 'Members of the list' },
  none: { id: 'lists.replies_policy.none', defaultMessage: 'No one' },
  exclusive: { id: 'lists.exclusive', defaultMessage: 'Hide members in Home' },
  exclusiveHint: {
    id: 'lists.exclusive_hint',
    defaultMessage:
      'If someone is on this list, hide them in your Home feed to avoid seeing their posts twice.',
  },
  save: { id: 'lists.save', defaultMessage: 'Save' },
  members: { id: 'lists.members', defaultMessage: 'Members' },
  noMembers: { id: 'lists.no_members_yet', defaultMessage: 'No members yet.' },
  findUsers: { id: 'lists.find_users_to_add', defaultMessage: 'Find users to add' },
  searchLabel: { id: 'lists.search', defaultMessage: 'Search' },
  noResults: { id: 'lists.no_results_found', defaultMessage: 'No results found.' },
  add: { id: 'lists.add_member', defaultMessage: 'Add' },
  remove: { id: 'lists.remove_member', defaultMessage: 'Remove' },
  empty: { id: 'lists.empty', defaultMessage: 'You have no lists yet.' },
  notFound: { id: 'lists.not_found', defaultMessage: 'This list does not exist.' },
  pin: { id: 'column_header.pin', defaultMessage: 'Pin to deck' },
  unpin: { id: 'column_header.unpin_from_deck', defaultMessage: 'Unpin from deck' },
  saved: { id: 'lists.saved', defaultMessage: 'Saved' },
  confirmTitle: { id: 'confirmations.delete_list.title', defaultMessage: 'Delete list?' },
  confirmMessage: {
    id: 'confirmations.delete_list.message',
    defaultMessage: 'Are you sure you want to permanently delete this list?',
  },
  confirm: { id: 'confirmations.delete_list.confirm', defaultMessage: 'Delete' },
  adderNew: { id: 'lists.new_list_name', defaultMessage: 'New list name' },
  create: { id: 'lists.create', defaultMessage: 'Create' },
  done: { id: 'lists.done', defaultMessage: 'Done' },
});

export const addToListMessages = defineMessages<{
  add: { name: string };
  remove: { name: string };
  adderTitle: { name: string };
}>({
  adderTitle: { id: 'lists.add_to_lists', defaultMessage: 'Add {name} to lists' },
  add: { id: 'lists.add_account_to', defaultMessage: 'Add {name} to the list' },
  remove: { id: 'lists.remove_account_from', defaultMessage: 'Remove {name} from the list' },
});
