import { defineMessages, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  featured: { id: 'follow_suggestions.featured_longer', defaultMessage: 'Hand-picked by the {domain} team' },
  friendsOfFriends: {
    id: 'follow_suggestions.friends_of_friends_longer',
    defaultMessage: 'Popular among people you follow',
  },
  similar: {
    id: 'follow_suggestions.similar_to_recently_followed_longer',
    defaultMessage: 'Similar to profiles you recently followed',
  },
  popular: { id: 'follow_suggestions.popular_suggestion_longer', defaultMessage: 'Popular on {domain}' },
});

/** Which words say why an account is suggested, as Mastodon's English UI says them (its first known reason). */
export function suggestionReason(sources: readonly string[]): MessageDescriptor | null {
  for (const source of sources) {
    if (source === 'featured') return messages.featured;
    if (source === 'friends_of_friends') return messages.friendsOfFriends;
    if (source === 'similar_to_recently_followed') return messages.similar;
    if (source === 'most_followed' || source === 'most_interactions') return messages.popular;
  }
  return null;
}
