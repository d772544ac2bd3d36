import { defineMessages, type MessageValue } from 'react-intl';

/** The profile's words, as Mastodon's English web UI says them. */
export const profileMessages = defineMessages({
  notFound: { id: 'account.not_found', defaultMessage: 'This account does not exist.' },
  header: { id: 'account.header_alt', defaultMessage: 'Profile header' },
  bot: { id: 'account.badges.bot', defaultMessage: 'Automated' },
  group: { id: 'account.badges.group', defaultMessage: 'Group' },
  locked: {
    id: 'account.locked_info',
    defaultMessage:
      'This account privacy status is set to locked. The owner manually reviews who can follow them.',
  },
  followsYou: { id: 'account.follows_you', defaultMessage: 'Follows you' },
  blocked: { id: 'account.blocked', defaultMessage: 'Blocked' },
  muted: { id: 'account.muted', defaultMessage: 'Muted' },
  memorial: { id: 'account.in_memoriam', defaultMessage: 'In Memoriam.' },
  goToProfile: { id: 'account.go_to_profile', defaultMessage: 'Go to profile' },
  suspended: { id: 'empty_column.account_suspended', defaultMessage: 'Account suspended' },
  showAnyway: { id: 'limited_account_hint.action', defaultMessage: 'Show profile anyway' },
  fields: { id: 'account.fields', defaultMessage: 'Profile fields' },
  familiarFollowers: { id: 'account.familiar_followers', defaultMessage: 'Followed by people you know' },
  featuredTags: { id: 'account.featured.hashtags', defaultMessage: 'Hashtags' },
  endorsed: { id: 'account.featured.accounts', defaultMessage: 'Profiles' },
  note: { id: 'account.account_note_header', defaultMessage: 'Personal note' },
  notePlaceholder: { id: 'account_note.placeholder', defaultMessage: 'Click to add note' },
  posts: { id: 'account.posts', defaultMessage: 'Posts' },
  postsWithReplies: { id: 'account.posts_with_replies', defaultMessage: 'Posts and replies' },
  media: { id: 'account.media', defaultMessage: 'Media' },
  pinned: { id: 'account.pinned', defaultMessage: 'Pinned' },
  tabs: { id: 'account.tabs', defaultMessage: 'Posts' },
  followersTitle: { id: 'account.followers', defaultMessage: 'Followers' },
  followingTitle: { id: 'account.follows', defaultMessage: 'Following' },
  followersEmpty: { id: 'account.followers.empty', defaultMessage: 'No one follows this user yet.' },
  followingEmpty: { id: 'account.follows.empty', defaultMessage: "This user doesn't follow anyone yet." },
  hiddenCollections: {
    id: 'account.follows.hidden',
    defaultMessage: 'This user has chosen to not make this information available.',
  },
});

/** The profile's words that take values. */
export const profileValueMessages = defineMessages<{
  limited: { domain: string };
  movedTo: { name: MessageValue };
  verified: { date: string };
  statuses: { count: number; counter: string };
  following: { count: number; counter: string };
  followers: { count: number; counter: string };
  taggedPosts: { count: number };
}>({
  limited: {
    id: 'limited_account_hint.title',
    defaultMessage: 'This profile has been hidden by the moderators of {domain}.',
  },
  verified: {
    id: 'account.link_verified_on',
    defaultMessage: 'Ownership of this link was checked on {date}',
  },
  statuses: {
    id: 'account.statuses_counter',
    defaultMessage: '{count, plural, one {{counter} post} other {{counter} posts}}',
  },
  following: {
    id: 'account.following_counter',
    defaultMessage: '{count, plural, one {{counter} following} other {{counter} following}}',
  },
  followers: {
    id: 'account.followers_counter',
    defaultMessage: '{count, plural, one {{counter} follower} other {{counter} followers}}',
  },
  taggedPosts: {
    id: 'account.featured_tags.last_status_never',
    defaultMessage: '{count, plural, one {# post} other {# posts}}',
  },
  movedTo: { id: 'account.moved_to', defaultMessage: '{name} has indicated that their new account is now:' },
});
