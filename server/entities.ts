import type { components } from '../src/api/schema';

/**
 * The entities as the API description defines them (generated from openapi/ into src/api/schema.d.ts):
 * serialisers return these, so the compiler checks what the response validation in tests checks.
 */
type Schemas = components['schemas'];

export type AccountEntity = Schemas['Account'];
export type CredentialAccountEntity = Schemas['CredentialAccount'];
export type AnnouncementEntity = Schemas['Announcement'];
export type ConversationEntity = Schemas['Conversation'];
export type CustomEmojiEntity = Schemas['CustomEmoji'];
/** With two fields Mastodon sends that the description leaves out. */
export type MediaEntity = Schemas['MediaAttachment'] & {
  preview_remote_url: string | null;
  text_url: string | null;
};
export type NotificationEntity = Schemas['Notification'];
export type PollEntity = Schemas['Poll'];
/** With two fields Mastodon sends that the description leaves out. */
export type PreviewCardEntity = Schemas['PreviewCard'] & {
  language: string | null;
  image_description: string;
};
export type QuoteApprovalEntity = Schemas['QuoteApproval'];
/** With `local_only`, the do-not-federate flag of glitch-soc and Hometown, which clients read. */
export type StatusEntity = Schemas['Status'] & { local_only?: boolean };
export type QuoteEntity = Schemas['Quote'];
export type ShallowQuoteEntity = Schemas['ShallowQuote'];
export type RelationshipEntity = Schemas['Relationship'];
export type TagEntity = Schemas['Tag'];
export type FilterKeywordEntity = Schemas['FilterKeyword'];
export type FilterStatusEntity = Schemas['FilterStatus'];
/** With the `policy` (whose notifications are pushed) Mastodon sends since 4.1. */
export type WebPushSubscriptionEntity = Schemas['WebPushSubscription'] & { policy: string };
