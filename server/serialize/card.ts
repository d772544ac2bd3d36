import type { CardRow } from '../store/cards';
import type { Renderer } from './renderer';
import { iso } from '../store/rows';
import type { PreviewCardEntity } from '../entities';

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/** The first link of a post that has a card; cards come from the seed's table, never from the network. */
export function cardForText(cards: Map<string, CardRow>, text: string): CardRow | undefined {
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)'\]]+$/, '');
    const card = cards.get(url);
    if (card) return card;
  }
  return undefined;
}

export function cardJson(r: Renderer, row: CardRow): PreviewCardEntity {
  const account = row.author_account_id ? r.account(row.author_account_id) : null;
  return {
    url: row.url,
    title: row.title,
    description: row.description,
    language: row.language,
    type: row.type,
    author_name: row.author_name,
    // Mastodon sends "" here and for embed_url on link cards; the API description requires URIs, and
    // clients read neither unless there is an author or an embeddable photo, so harmless URLs stand in.
    author_url: row.author_url || row.provider_url || row.url,
    provider_name: row.provider_name,
    provider_url: row.provider_url,
    html: '',
    width: row.width,
    height: row.height,
    image: row.image ? r.base + row.image : null,
    image_description: '',
    embed_url: row.url,
    blurhash: row.blurhash,
    published_at: row.published_at === null ? null : iso(row.published_at),
    authors: row.author_name ? [{ name: row.author_name, url: row.author_url, account }] : [],
  };
}
