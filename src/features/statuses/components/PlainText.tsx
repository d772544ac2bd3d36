import { memo, useMemo } from 'react';
import type { CustomEmoji } from '../../../api/entities';
import { emojiMap, emojify } from './emojify';
import { htmlToPlainText } from '../sanitizeHtml';

/**
 * Server HTML as one run of text: sanitised, breaks as spaces, no links or markup, the custom emoji it
 * names drawn. For an excerpt inside something that is itself a link (a bio in an account's card).
 */
export const PlainText = memo(function PlainText({
  html,
  emojis,
  className,
}: {
  html: string;
  emojis: readonly CustomEmoji[] | null | undefined;
  className?: string;
}) {
  const content = useMemo(() => emojify(htmlToPlainText(html), emojiMap(emojis), 'pt'), [html, emojis]);
  // The excerpt reads in its own direction, as the text it comes from (RichText).
  return (
    <span className={className} dir="auto">
      {content}
    </span>
  );
});
