import { defineMessages } from 'react-intl';

export const draftsMessages = defineMessages({
  title: { id: 'drafts.title', defaultMessage: 'Drafts' },
  empty: {
    id: 'drafts.empty',
    defaultMessage:
      'No drafts. What you write stays here until it is posted, whichever tab it was written in.',
  },
  list: { id: 'drafts.list', defaultMessage: 'Unsent drafts' },
  open: { id: 'drafts.open', defaultMessage: 'Open' },
  delete: { id: 'drafts.delete', defaultMessage: 'Delete' },
  newPost: { id: 'drafts.new_post', defaultMessage: 'New post' },
  reply: { id: 'drafts.reply', defaultMessage: 'Reply' },
  edit: { id: 'drafts.edit', defaultMessage: 'Edit of a post' },
  poll: { id: 'drafts.poll', defaultMessage: 'Poll' },
  noText: { id: 'drafts.no_text', defaultMessage: 'No text' },
  changed: { id: 'drafts.changed', defaultMessage: 'Changed' },
  confirmTitle: { id: 'drafts.confirm_delete.title', defaultMessage: 'Delete draft?' },
  confirmMessage: {
    id: 'drafts.confirm_delete.message',
    defaultMessage: 'This draft will be deleted. It cannot be brought back.',
  },
  confirm: { id: 'drafts.confirm_delete.confirm', defaultMessage: 'Delete' },
  link: { id: 'drafts.link', defaultMessage: 'Drafts' },
});

export const draftsCounts = defineMessages<{
  replyTo: { acct: string };
  media: { count: number };
  linkCount: { count: number };
}>({
  replyTo: { id: 'drafts.reply_to', defaultMessage: 'Reply to @{acct}' },
  media: {
    id: 'drafts.media',
    defaultMessage: '{count, plural, one {# attachment} other {# attachments}}',
  },
  linkCount: {
    id: 'drafts.link_count',
    defaultMessage: '{count, plural, one {# other draft} other {# other drafts}}',
  },
});
