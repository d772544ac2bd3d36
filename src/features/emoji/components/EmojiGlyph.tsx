import { safeHttpUrl } from '../../../ui/safeUrl';
import type { PickableEmoji } from '../types';

/** Stands for a custom emoji whose image has no usable address. */
const MISSING_GLYPH = '?';

/** An emoji as shown in the picker and the suggestions: the character, or the custom emoji's image. */
export function EmojiGlyph({ emoji }: { emoji: PickableEmoji }) {
  if (emoji.kind === 'unicode')
    return (
      <span className="emoji-glyph" aria-hidden="true">
        {emoji.native}
      </span>
    );
  const src = safeHttpUrl(emoji.staticUrl) ?? safeHttpUrl(emoji.url);
  return src ? (
    <img className="emoji-glyph emoji-glyph--custom" src={src} alt="" width={24} height={24} loading="lazy" />
  ) : (
    <span className="emoji-glyph" aria-hidden="true">
      {MISSING_GLYPH}
    </span>
  );
}
