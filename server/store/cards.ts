import { sql } from '../context';
import type { Db } from './db';

/** A link preview; the instance fetches nothing, so its cards are the seed's table. */
export interface CardRow {
  url: string;
  title: string;
  description: string;
  type: 'link' | 'photo' | 'video' | 'rich';
  author_name: string;
  author_url: string;
  author_account_id: string | null;
  provider_name: string;
  provider_url: string;
  image: string | null;
  width: number;
  height: number;
  blurhash: string | null;
  language: string | null;
  published_at: number | null;
}

/** Every card, by its URL. */
export function allCards(db: Db): Map<string, CardRow> {
  const rows = sql(db, 'SELECT * FROM preview_cards').all() as CardRow[];
  return new Map(rows.map((row) => [row.url, row]));
}
