import { defineMessages } from 'react-intl';

/** Mastodon's English strings for each notification, one account (`{name}`) or several (`and others`). */
export const single = defineMessages({
  favourite: { id: 'notification.favourite', defaultMessage: '{name} favorited your post' },
  reblog: { id: 'notification.reblog', defaultMessage: '{name} boosted your post' },
  follow: { id: 'notification.follow', defaultMessage: '{name} followed you' },
  follow_request: { id: 'notification.follow_request', defaultMessage: '{name} has requested to follow you' },
  'admin.sign_up': { id: 'notification.admin.sign_up', defaultMessage: '{name} signed up' },
  status: { id: 'notification.status', defaultMessage: '{name} just posted' },
  update: { id: 'notification.update', defaultMessage: '{name} edited a post' },
  quote: { id: 'notification.label.quote', defaultMessage: '{name} quoted your post' },
  quoted_update: {
    id: 'notification.label.quoted_update',
    defaultMessage: '{name} edited a post you have quoted',
  },
});

export const grouped = defineMessages({
  favourite: {
    id: 'notification.favourite.name_and_others',
    defaultMessage: '{name} and {count, plural, one {# other} other {# others}} favorited your post',
  },
  reblog: {
    id: 'notification.reblog.name_and_others',
    defaultMessage: '{name} and {count, plural, one {# other} other {# others}} boosted your post',
  },
  follow: {
    id: 'notification.follow.name_and_others',
    defaultMessage: '{name} and {count, plural, one {# other} other {# others}} followed you',
  },
  follow_request: {
    id: 'notification.follow_request.name_and_others',
    defaultMessage: '{name} and {count, plural, one {# other} other {# others}} have requested to follow you',
  },
  'admin.sign_up': {
    id: 'notification.admin.sign_up.name_and_others',
    defaultMessage: '{name} and {count, plural, one {# other} other {# others}} signed up',
  },
});

export const messages = defineMessages({
  mention: { id: 'notification.label.mention', defaultMessage: 'Mention' },
  privateMention: { id: 'notification.label.private_mention', defaultMessage: 'Private mention' },
  reply: { id: 'notification.label.reply', defaultMessage: 'Reply' },
  privateReply: { id: 'notification.label.private_reply', defaultMessage: 'Private reply' },
  poll: { id: 'notification.poll', defaultMessage: 'A poll you voted in has ended' },
  ownPoll: { id: 'notification.own_poll', defaultMessage: 'Your poll has ended' },
  report: { id: 'notification.admin.report_statuses_other', defaultMessage: '{name} reported {target}' },
  reportFor: {
    id: 'notification.admin.report_statuses',
    defaultMessage: '{name} reported {target} for {category}',
  },
  spam: { id: 'report_notification.categories.spam', defaultMessage: 'Spam' },
  legal: { id: 'report_notification.categories.legal', defaultMessage: 'Legal' },
  violation: { id: 'report_notification.categories.violation', defaultMessage: 'Rule violation' },
  moderationWarning: {
    id: 'notification.moderation_warning',
    defaultMessage: 'You have received a moderation warning',
  },
  learnMore: { id: 'notification.moderation-warning.learn_more', defaultMessage: 'Learn more' },
  accept: { id: 'follow_request.authorize', defaultMessage: 'Accept' },
  reject: { id: 'follow_request.reject', defaultMessage: 'Reject' },
  accepted: { id: 'follow_request.accepted', defaultMessage: 'Accepted' },
  followBack: { id: 'account.follow_back', defaultMessage: 'Follow back' },
});

export const eventMessages = defineMessages<{ severed: { name: string }; annualReport: { year: number } }>({
  severed: {
    id: 'notification.relationships_severance_event',
    defaultMessage: 'Lost connections with {name}',
  },
  annualReport: {
    id: 'notification.annual_report.message',
    defaultMessage:
      'Your {year} #Wrapstodon awaits! Unveil your year’s highlights and memorable moments on Mastodon!',
  },
});

/** The action a moderation warning took, as Mastodon words it. */
export const warningActions = defineMessages({
  none: {
    id: 'notification.moderation_warning.action_none',
    defaultMessage: 'Your account has received a moderation warning.',
  },
  disable: {
    id: 'notification.moderation_warning.action_disable',
    defaultMessage: 'Your account has been disabled.',
  },
  mark_statuses_as_sensitive: {
    id: 'notification.moderation_warning.action_mark_statuses_as_sensitive',
    defaultMessage: 'Some of your posts have been marked as sensitive.',
  },
  delete_statuses: {
    id: 'notification.moderation_warning.action_delete_statuses',
    defaultMessage: 'Some of your posts have been removed.',
  },
  sensitive: {
    id: 'notification.moderation_warning.action_sensitive',
    defaultMessage: 'Your posts will be marked as sensitive from now on.',
  },
  silence: {
    id: 'notification.moderation_warning.action_silence',
    defaultMessage: 'Your account has been limited.',
  },
  suspend: {
    id: 'notification.moderation_warning.action_suspend',
    defaultMessage: 'Your account has been suspended.',
  },
});

/** Why relationships were severed, as Mastodon words it. */
export const severanceReasons = defineMessages<{
  account_suspension: { from: string; target: string };
  domain_block: { from: string; target: string; followersCount: number; followingCount: number };
  user_domain_block: { target: string; followersCount: number; followingCount: number };
}>({
  account_suspension: {
    id: 'notification.relationships_severance_event.account_suspension',
    defaultMessage:
      'An admin from {from} has suspended {target}, which means you can no longer receive updates from or interact with them.',
  },
  domain_block: {
    id: 'notification.relationships_severance_event.domain_block',
    defaultMessage:
      'An admin from {from} has blocked {target}, including {followersCount} of your followers and {followingCount, plural, one {# account} other {# accounts}} you follow.',
  },
  user_domain_block: {
    id: 'notification.relationships_severance_event.user_domain_block',
    defaultMessage:
      'You have blocked {target}, removing {followersCount} of your followers and {followingCount, plural, one {# account} other {# accounts}} you follow.',
  },
});
