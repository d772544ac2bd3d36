import type { MediaAttachment } from '../../../api/entities';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { Blurhash } from './Blurhash';

const PICTURED = new Set(['image', 'gifv', 'video']);

/**
 * A post's media as drawn before the gallery's code arrives (it loads once the first posts are drawn):
 * the same grid in the same place, each item's blurred preview, and its thumbnail already loading
 * unless the post is marked sensitive. Not interactive: the gallery replaces it a moment later.
 */
export function MediaPreview({
  media,
  sensitive,
}: {
  media: readonly MediaAttachment[];
  sensitive: boolean;
}) {
  const items = media.slice(0, 4);
  if (items.length === 0) return null;
  return (
    <div className={`media-gallery media-gallery--${items.length}`} aria-hidden="true">
      {items.map((item) => {
        const preview =
          !sensitive && PICTURED.has(item.type)
            ? safeHttpUrl(item.preview_url ?? item.url, window.location.href)
            : null;
        return (
          <div key={item.id} className="media-gallery__item">
            <Blurhash hash={item.blurhash} />
            {preview && <img className="media-gallery__preview" src={preview} alt="" />}
          </div>
        );
      })}
    </div>
  );
}
