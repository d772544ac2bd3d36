import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { Status } from '../../../../api/entities';
import { safeHttpUrl } from '../../../../ui/safeUrl';

export const menuMessages = defineMessages({
  copyLink: { id: 'status.copy_link', defaultMessage: 'Copy link' },
  openOriginal: { id: 'status.open_original', defaultMessage: 'Open original page' },
  mention: { id: 'status.mention', defaultMessage: 'Mention @{name}' },
  filter: { id: 'status.filter', defaultMessage: 'Filter this post' },
  mute: { id: 'account.mute', defaultMessage: 'Mute @{name}' },
  block: { id: 'account.block', defaultMessage: 'Block @{name}' },
  report: { id: 'status.report', defaultMessage: 'Report @{name}' },
  edit: { id: 'status.edit', defaultMessage: 'Edit' },
  delete: { id: 'status.delete', defaultMessage: 'Delete' },
  redraft: { id: 'status.redraft', defaultMessage: 'Delete and redraft' },
  pin: { id: 'status.pin', defaultMessage: 'Pin on profile' },
  unpin: { id: 'status.unpin', defaultMessage: 'Unpin from profile' },
  muteConversation: { id: 'status.mute_conversation', defaultMessage: 'Mute conversation' },
  unmuteConversation: { id: 'status.unmute_conversation', defaultMessage: 'Unmute conversation' },
  quotePolicy: { id: 'status.quote_policy_change', defaultMessage: 'Change who can quote' },
});

export type MenuItemKey =
  | 'copyLink'
  | 'openOriginal'
  | 'mention'
  | 'filter'
  | 'mute'
  | 'block'
  | 'report'
  | 'edit'
  | 'delete'
  | 'redraft'
  | 'pin'
  | 'unpin'
  | 'muteConversation'
  | 'unmuteConversation'
  | 'quotePolicy';

export interface MenuItem {
  key: MenuItemKey;
  label: MessageDescriptor;
  values?: Record<string, string>;
  /** Destructive or restrictive: drawn in the danger colour. */
  danger?: boolean;
  /** Starts a new group (a separator is drawn before it). */
  groupStart?: boolean;
}

/** A post from another server: its account's acct names the server. */
export const isRemote = (status: Status) => status.account.acct.includes('@');

/**
 * The menu of a post, as Mastodon's: sharing first, then the owner's actions on their own post, or
 * the actions on its author for anyone else's. Signed out, only sharing.
 */
export function menuItemsFor(status: Status, currentAccountId: string | null | undefined): MenuItem[] {
  const items: MenuItem[] = [{ key: 'copyLink', label: menuMessages.copyLink }];
  if (isRemote(status) && safeHttpUrl(status.url))
    items.push({ key: 'openOriginal', label: menuMessages.openOriginal });
  if (!currentAccountId) return items;
  const name = { name: status.account.acct };
  if (status.account.id === currentAccountId) {
    const pinnable = status.visibility === 'public' || status.visibility === 'unlisted';
    items.push(
      status.muted
        ? { key: 'unmuteConversation', label: menuMessages.unmuteConversation, groupStart: true }
        : { key: 'muteConversation', label: menuMessages.muteConversation, groupStart: true },
    );
    if (pinnable)
      items.push(
        status.pinned ? { key: 'unpin', label: menuMessages.unpin } : { key: 'pin', label: menuMessages.pin },
      );
    items.push(
      { key: 'quotePolicy', label: menuMessages.quotePolicy },
      { key: 'edit', label: menuMessages.edit, groupStart: true },
      { key: 'delete', label: menuMessages.delete, danger: true },
      { key: 'redraft', label: menuMessages.redraft, danger: true },
    );
    return items;
  }
  items.push(
    { key: 'mention', label: menuMessages.mention, values: name, groupStart: true },
    { key: 'filter', label: menuMessages.filter, groupStart: true },
    { key: 'mute', label: menuMessages.mute, values: name, danger: true },
    { key: 'block', label: menuMessages.block, values: name, danger: true },
    { key: 'report', label: menuMessages.report, values: name, danger: true },
  );
  return items;
}
