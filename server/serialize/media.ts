import type { MediaRow } from '../store/media';
import type { Json } from '../store/rows';
import type { MediaEntity } from '../entities';

/** The MediaAttachment entity; `url` stays null while video or audio is still being processed. */
export function serializeMedia(base: string, row: MediaRow): MediaEntity {
  const meta = JSON.parse(row.meta_json) as Json;
  if (row.focus_x !== null && row.focus_y !== null) meta.focus = { x: row.focus_x, y: row.focus_y };
  return {
    id: row.id,
    type: row.type,
    url: row.state === 'ready' && row.file ? base + row.file : null,
    preview_url: row.preview_file ? base + row.preview_file : null,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta,
    description: row.description,
    blurhash: row.blurhash,
  };
}
