import { defineMessages, useIntl } from 'react-intl';
import { Column } from '../../ui/Column';
import { SignInPanel } from '../LazySignInPanel';

/** The views that exist only for a signed-in user. */
export type SignedInView =
  | 'bookmarks'
  | 'favourites'
  | 'notifications'
  | 'notificationRequests'
  | 'followRequests'
  | 'lists'
  | 'filters'
  | 'conversations'
  | 'accountSettings'
  | 'publish'
  | 'share'
  | 'drafts'
  | 'followedTags';

const titles = defineMessages<SignedInView>({
  bookmarks: { id: 'column.bookmarks', defaultMessage: 'Bookmarks' },
  favourites: { id: 'column.favourites', defaultMessage: 'Favorites' },
  notifications: { id: 'column.notifications', defaultMessage: 'Notifications' },
  notificationRequests: {
    id: 'sign_in_required.notification_requests',
    defaultMessage: 'Filtered notifications',
  },
  followRequests: { id: 'column.follow_requests', defaultMessage: 'Follow requests' },
  lists: { id: 'column.lists', defaultMessage: 'Lists' },
  filters: { id: 'navigation_bar.filters', defaultMessage: 'Muted words' },
  conversations: { id: 'column.direct', defaultMessage: 'Private mentions' },
  accountSettings: { id: 'sign_in_required.account_settings', defaultMessage: 'Your account' },
  publish: { id: 'sign_in_required.publish', defaultMessage: 'New post' },
  share: { id: 'sign_in_required.publish', defaultMessage: 'New post' },
  drafts: { id: 'drafts.title', defaultMessage: 'Drafts' },
  followedTags: { id: 'navigation_bar.followed_tags', defaultMessage: 'Followed hashtags' },
});

const texts = defineMessages<SignedInView>({
  bookmarks: { id: 'sign_in_required.bookmarks', defaultMessage: 'Sign in to see the posts you bookmarked.' },
  favourites: {
    id: 'sign_in_required.favourites',
    defaultMessage: 'Sign in to see the posts you favorited.',
  },
  notifications: {
    id: 'sign_in_required.notifications',
    defaultMessage: 'Sign in to see your notifications.',
  },
  notificationRequests: {
    id: 'sign_in_required.notification_requests_text',
    defaultMessage: 'Sign in to see the notifications that were filtered for you.',
  },
  followRequests: {
    id: 'sign_in_required.follow_requests',
    defaultMessage: 'Sign in to see who asked to follow you.',
  },
  lists: { id: 'sign_in_required.lists', defaultMessage: 'Sign in to read and make your lists.' },
  filters: { id: 'sign_in_required.filters', defaultMessage: 'Sign in to manage your muted words.' },
  conversations: {
    id: 'sign_in_required.conversations',
    defaultMessage: 'Sign in to read your private mentions.',
  },
  accountSettings: {
    id: 'sign_in_required.account_settings_text',
    defaultMessage: 'Sign in to manage your profile and the accounts you block or mute.',
  },
  publish: { id: 'sign_in_required.publish_text', defaultMessage: 'Sign in to write a post.' },
  share: {
    id: 'sign_in_required.share',
    defaultMessage:
      'Sign in to post what you shared. It is kept on this device, and New post offers it once you are signed in.',
  },
  drafts: { id: 'sign_in_required.drafts', defaultMessage: 'Sign in to see your unsent drafts.' },
  followedTags: {
    id: 'sign_in_required.followed_tags',
    defaultMessage: 'Sign in to see the hashtags you follow.',
  },
});

/**
 * What a signed-out visitor sees on a view that exists only for an account: the view's name, what it
 * would hold, and the sign-in form. No request is made, so no error can reach the visitor.
 */
export function SignInRequired({ view }: { view: SignedInView }) {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(titles[view])} icon="lock">
      <div className="sign-in-required">
        <p className="sign-in-required__text">{intl.formatMessage(texts[view])}</p>
        <SignInPanel />
      </div>
    </Column>
  );
}
