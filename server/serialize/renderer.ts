import type { ServerContext } from '../context';
import { accountRow, customEmojis } from '../store/accounts';
import { FilterSet, isHiddenByFilter, type FilterContext } from '../store/filters';
import { mutedConversations } from '../store/moderation';
import { viewerModeration, type ViewerModeration } from '../store/blocks-mutes';
import { serializeAccount, serializeCredentialAccount } from './account';
import { allCards, type CardRow } from '../store/cards';
import { cardForText, cardJson } from './card';
import type { AccountRow, EmojiRow, StatusRow } from '../store/rows';
import type {
  AccountEntity,
  CredentialAccountEntity,
  CustomEmojiEntity,
  PreviewCardEntity,
  StatusEntity,
} from '../entities';
import { serializeStatus } from './status';
import { StatusCache } from '../store/status-cache';
import { audienceAdmits } from '../store/visibility';
import { emojiShortcodes } from '../text';

/**
 * Serialises entities for one viewer and one base URL, caching rows for the length of a request so that a
 * page of statuses by a handful of authors reads each account once.
 */
export class Renderer {
  private readonly accountRows = new Map<string, AccountRow | undefined>();
  private readonly accountJson = new Map<string, AccountEntity>();
  private emojiRows: Map<string, EmojiRow> | undefined;
  private moderationSets: ViewerModeration | undefined;
  private mutedThreads: Set<string> | undefined;
  private cards: Map<string, CardRow> | undefined;
  readonly cache: StatusCache;
  readonly filters: FilterSet;

  /** `filterContext` is where the posts show: the viewer's filters of that context that hide leave them out. */
  constructor(
    readonly ctx: ServerContext,
    readonly base: string,
    readonly viewerId: string | null,
    readonly filterContext: FilterContext | null = null,
  ) {
    this.cache = new StatusCache(ctx.db, viewerId);
    this.filters = new FilterSet(ctx.db, viewerId);
  }

  /** The viewer's muted threads, read once per renderer. */
  get mutedConversations(): Set<string> {
    this.mutedThreads ??= mutedConversations(this.ctx.db, this.viewerId);
    return this.mutedThreads;
  }

  get moderation(): ViewerModeration {
    this.moderationSets ??= viewerModeration(this.ctx.db, this.viewerId);
    return this.moderationSets;
  }

  /** The preview card of a post's first carded link (the card table is read once per renderer). */
  cardFor(text: string): PreviewCardEntity | null {
    this.cards ??= allCards(this.ctx.db);
    const card = cardForText(this.cards, text);
    return card ? cardJson(this, card) : null;
  }

  accountRow(id: string): AccountRow | undefined {
    if (!this.accountRows.has(id)) {
      this.accountRows.set(id, accountRow(this.ctx.db, id));
    }
    return this.accountRows.get(id);
  }

  account(id: string, depth = 0): AccountEntity | null {
    const cached = depth === 0 ? this.accountJson.get(id) : undefined;
    if (cached) return cached;
    const row = this.accountRow(id);
    if (!row) return null;
    const json = serializeAccount(this, row, depth);
    if (depth === 0) this.accountJson.set(id, json);
    return json;
  }

  credentialAccount(id: string): CredentialAccountEntity | null {
    const row = this.accountRow(id);
    return row ? serializeCredentialAccount(this, row) : null;
  }

  customEmoji(row: EmojiRow): CustomEmojiEntity {
    const url = `${this.base}/system/emoji/${row.file}`;
    return {
      shortcode: row.shortcode,
      url,
      static_url: url,
      visible_in_picker: row.visible_in_picker === 1,
      category: row.category,
    };
  }

  emojisIn(texts: string[]): CustomEmojiEntity[] {
    if (!this.emojiRows) {
      const rows = customEmojis(this.ctx.db);
      this.emojiRows = new Map(rows.map((row) => [row.shortcode, row]));
    }
    const found: CustomEmojiEntity[] = [];
    for (const code of new Set(texts.flatMap((text) => emojiShortcodes(text)))) {
      const row = this.emojiRows.get(code);
      if (row) found.push(this.customEmoji(row));
    }
    return found;
  }

  /** Who a post is for: the store's audience rule, answered from this renderer's cached rows. */
  canView(row: StatusRow): boolean {
    const author = this.accountRow(row.account_id);
    const viewer = this.viewerId;
    return audienceAdmits(row, viewer, {
      authorSuspended: !author || author.suspended === 1,
      mentioned: () => this.cache.mentionsOf(row.id).some((m) => m.id === viewer),
      followsAuthor: () => this.cache.viewerFollows(row.account_id),
    });
  }

  visibleStatusRow(id: string): StatusRow | undefined {
    const row = this.cache.row(id);
    return row && this.canView(row) ? row : undefined;
  }

  status(id: string): StatusEntity | null {
    const row = this.visibleStatusRow(id);
    return row ? this.statusFromRow(row) : null;
  }

  statusFromRow(row: StatusRow, depth = 0): StatusEntity | null {
    return serializeStatus(this, row, depth);
  }

  statuses(ids: string[]): StatusEntity[] {
    this.cache.load(ids);
    return ids.map((id) => this.status(id)).filter((json): json is StatusEntity => json !== null);
  }

  /** A page of a timeline: as `statuses`, minus the posts a filter of the context hides. */
  timeline(ids: string[]): StatusEntity[] {
    return this.statuses(ids).filter((json) => !isHiddenByFilter(json, this.filterContext));
  }
}
