import { defineMessages } from 'react-intl';

export const tagMessages = defineMessages({
  follow: { id: 'hashtag.follow', defaultMessage: 'Follow hashtag' },
  unfollow: { id: 'hashtag.unfollow', defaultMessage: 'Unfollow hashtag' },
  feature: { id: 'hashtag.feature', defaultMessage: 'Feature on profile' },
  unfeature: { id: 'hashtag.unfeature', defaultMessage: "Don't feature on profile" },
});

export const usageMessages = defineMessages<{
  accounts: { count: number; counter: string };
  uses: { count: number; counter: string };
  today: { count: number; counter: string };
}>({
  accounts: {
    id: 'hashtag.counter_by_accounts',
    defaultMessage: '{count, plural, one {{counter} participant} other {{counter} participants}}',
  },
  uses: {
    id: 'hashtag.counter_by_uses',
    defaultMessage: '{count, plural, one {{counter} post} other {{counter} posts}}',
  },
  today: {
    id: 'hashtag.counter_by_uses_today',
    defaultMessage: '{count, plural, one {{counter} post} other {{counter} posts}} today',
  },
});
