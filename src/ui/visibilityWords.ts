/**
 * The one vocabulary for who sees a post and who may quote it, as Mastodon's web UI words them: the
 * composer, its "Visibility and interactions" dialog, Preferences, the boost dialog, a post's details
 * and its quote-policy dialog all name them from here.
 */
import { defineMessages } from 'react-intl';
import type { IconName } from './Icon';

export type VisibilityWord = 'public' | 'unlisted' | 'private' | 'direct';
export type QuotePolicyWord = 'public' | 'followers' | 'nobody';

/** Visibility order. */
export const VISIBILITY_ORDER = ['public', 'unlisted', 'private', 'direct'] as const;
export const QUOTE_POLICY_ORDER = ['public', 'followers', 'nobody'] as const;

export const visibilityMessages = defineMessages<VisibilityWord>({
  public: { id: 'privacy.public.short', defaultMessage: 'Public' },
  unlisted: { id: 'privacy.quiet_public.short', defaultMessage: 'Quiet public' },
  private: { id: 'privacy.private.short', defaultMessage: 'Followers' },
  direct: { id: 'privacy.direct.short', defaultMessage: 'Private mention' },
});

export const visibilityLongMessages = defineMessages<VisibilityWord>({
  public: { id: 'privacy.public.long', defaultMessage: 'Anyone on and off Mastodon' },
  unlisted: {
    id: 'privacy.quiet_public.long',
    defaultMessage: 'Hidden from search results, trending, and public timelines',
  },
  private: { id: 'privacy.private.long', defaultMessage: 'Only your followers' },
  direct: { id: 'privacy.direct.long', defaultMessage: 'Everyone mentioned in the post' },
});

export const quotePolicyMessages = defineMessages<QuotePolicyWord>({
  public: { id: 'privacy.quote.anyone', defaultMessage: 'Anyone' },
  followers: { id: 'privacy.quote.followers', defaultMessage: 'Followers' },
  nobody: { id: 'privacy.quote.nobody', defaultMessage: 'Just me' },
});

export const interactionLabels = defineMessages({
  visibility: { id: 'visibility_modal.privacy_label', defaultMessage: 'Visibility' },
  quotePolicy: { id: 'visibility_modal.quote_label', defaultMessage: 'Who can quote' },
  title: { id: 'visibility_modal.header', defaultMessage: 'Visibility and interactions' },
});

export const VISIBILITY_ICONS: Record<VisibilityWord, IconName> = {
  public: 'globe',
  unlisted: 'unlock',
  private: 'lock',
  direct: 'at',
};
