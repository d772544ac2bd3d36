import type { ConversationRow } from '../store/conversations';
import type { AccountEntity, ConversationEntity } from '../entities';
import type { Renderer } from './renderer';

/** A conversation as Mastodon sends it: the other participants and the newest post; null when that is gone. */
export function conversationJson(r: Renderer, row: ConversationRow): ConversationEntity | null {
  const lastStatus = r.status(row.last_status_id);
  if (!lastStatus) return null;
  const others = JSON.parse(row.participant_ids_json) as string[];
  return {
    id: row.id,
    unread: row.unread === 1,
    accounts: others.map((id) => r.account(id)).filter((a): a is AccountEntity => a !== null),
    last_status: lastStatus,
  };
}
