/**
 * One name per Mastodon entity, taken from the types generated from the corrected OpenAPI schema
 * (src/api/schema.d.ts, `npm run gen:api`). Everything else in the app imports entities from here.
 * A few fields the schema does not cover (glitch-soc's content_type and local_only) are added.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type Account = Schemas['Account'];
export type CredentialAccount = Schemas['CredentialAccount'];
export type Relationship = Schemas['Relationship'];
export type Status = Schemas['Status'] & { content_type?: string; local_only?: boolean };
export type StatusSource = Schemas['StatusSource'];
export type StatusEdit = Schemas['StatusEdit'];
export type Context = Schemas['Context'];
export type Quote = Schemas['Quote'];
export type ShallowQuote = Schemas['ShallowQuote'];
export type QuoteApproval = Schemas['QuoteApproval'];
export type Poll = Schemas['Poll'];
export type PreviewCard = Schemas['PreviewCard'];
export type MediaAttachment = Schemas['MediaAttachment'];
export type CustomEmoji = Schemas['CustomEmoji'];
export type StatusMention = Schemas['StatusMention'];
export type StatusTag = Schemas['StatusTag'];
export type Tag = Schemas['Tag'];
export type List = Schemas['List'];
export type Filter = Schemas['Filter'];
export type FilterResult = Schemas['FilterResult'];
export type Conversation = Schemas['Conversation'];
export type Announcement = Schemas['Announcement'];
export type Notification = Schemas['Notification'];
export type NotificationGroup = Schemas['NotificationGroup'];
export type GroupedNotificationsResults = Schemas['GroupedNotificationsResults'];
export type NotificationRequest = Schemas['NotificationRequest'];
export type NotificationPolicy = Schemas['NotificationPolicy'];
export type Marker = Schemas['Marker'];
export type Instance = Schemas['Instance'];
export type Application = Schemas['Application'];
export type CredentialApplication = Schemas['CredentialApplication'];
export type Token = Schemas['Token'];
export type WebPushSubscription = Schemas['WebPushSubscription'];
export type Suggestion = Schemas['Suggestion'];
export type Translation = Schemas['Translation'];
export type Report = Schemas['Report'];
export type Rule = Schemas['Rule'];
export type ExtendedDescription = Schemas['ExtendedDescription'];
export type DomainBlock = Schemas['DomainBlock'];
export type ApiError = Schemas['Error'];

export type Visibility = Status['visibility'];
export const VISIBILITY_ORDER: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct'];
