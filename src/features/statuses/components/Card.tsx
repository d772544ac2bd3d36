import { LINK_CARD_VIDEO_RATIO, LINK_CARD_WIDE_IMAGE_RATIO } from '../../../constants';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageValue } from 'react-intl';
import { Link } from 'wouter';
import type { PreviewCard } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { loadVideoPlayer } from '../../player';
import { Blurhash } from './Blurhash';
import { DisplayName } from './DisplayName';
import { accountPath } from '../paths';

const messages = defineMessages<{ play: { title: string }; by: { name: MessageValue } }>({
  play: { id: 'status.card.play', defaultMessage: 'Play {title}' },
  by: { id: 'link_preview.author', defaultMessage: 'By {name}' },
});

const VIDEO_RATIO = `${LINK_CARD_VIDEO_RATIO} / 1`;
const WIDE_IMAGE_RATIO = `${LINK_CARD_WIDE_IMAGE_RATIO} / 1`;
const SQUARE = '1 / 1';

/** Wide images show at Mastodon's 1.91:1, embeddable media at 16:9, anything else as a square thumbnail. */
export function cardAspectRatio(card: Pick<PreviewCard, 'type' | 'width' | 'height' | 'image'>): string {
  if (card.type === 'video') return VIDEO_RATIO;
  if (card.image && (card.width ?? 0) > (card.height ?? 0)) return WIDE_IMAGE_RATIO;
  return SQUARE;
}

/** What an embeddable card may put in its frame: an https player address, else its sanitised markup. */
export function embedOf(html: string | null | undefined): { src: string } | { srcDoc: string } | null {
  if (!html) return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const frame = doc.querySelector('iframe');
  const src = frame?.getAttribute('src');
  if (src && safeHttpUrl(src)?.startsWith('https:')) return { src: safeHttpUrl(src)! };
  const srcDoc = DOMPurify.sanitize(frame ? frame.outerHTML : html, { ADD_TAGS: ['iframe'] });
  return srcDoc.trim() ? { srcDoc } : null;
}

/**
 * A video card whose address is the video file itself (no player page to embed): the app's own player
 * plays it once the card is clicked.
 */
export function directVideoOf(card: Pick<PreviewCard, 'type' | 'url' | 'embed_url'>): string | null {
  if (card.type !== 'video') return null;
  for (const candidate of [card.embed_url, card.url]) {
    const url = safeHttpUrl(candidate);
    if (url && /\.(mp4|m4v|webm|mov|ogv)$/i.test(new URL(url).pathname)) return url;
  }
  return null;
}

const VideoPlayer = lazy(() => loadVideoPlayer().then((Player) => ({ default: Player })));

/**
 * A player at its provider's https address keeps the provider's origin, as Mastodon embeds it: its
 * scripts, storage and forms work as on the provider's site, and none of it is the app's. Markup drawn
 * through `srcDoc` would share the app's origin if allowed its own, so it never is: its scripts run in
 * an opaque origin, away from the app's storage and tokens. A player address on the app's own origin
 * is framed the same way.
 */
const PLAYER_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms';
const MARKUP_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

export function embedSandbox(embed: { src: string } | { srcDoc: string }): string {
  return 'src' in embed && new URL(embed.src).origin !== window.location.origin
    ? PLAYER_SANDBOX
    : MARKUP_SANDBOX;
}

function CardAuthor({ card }: { card: PreviewCard }) {
  const intl = useIntl();
  const account = card.authors?.find((author) => author.account)?.account;
  if (account) {
    return (
      <span className="status-card__author">
        {intl.formatMessage(messages.by, {
          name: (
            <Link key="author" to={accountPath(account.acct)}>
              <DisplayName account={account} />
            </Link>
          ),
        })}
      </span>
    );
  }
  const name = card.authors?.[0]?.name || card.author_name;
  return name ? (
    <span className="status-card__author">{intl.formatMessage(messages.by, { name })}</span>
  ) : null;
}

/**
 * A link's preview under a post (and on the trending-links page): image with its blurhash, provider,
 * title, description, author and date. A video or rich card plays only after a click, in a sandboxed
 * frame (its markup never enters the page itself), or in the app's player when its address is a video
 * file.
 */
export function Card({ card }: { card: PreviewCard }) {
  const intl = useIntl();
  const [embedded, setEmbedded] = useState(false);
  const url = safeHttpUrl(card.url);
  const image = safeHttpUrl(card.image);
  const embed = card.type === 'video' || card.type === 'rich' ? embedOf(card.html) : null;
  const direct = embed ? null : directVideoOf(card);
  const ratio = embed || direct ? VIDEO_RATIO : cardAspectRatio(card);
  const large = ratio !== SQUARE;

  const media =
    embedded && direct ? (
      <Suspense fallback={<Blurhash hash={card.blurhash} className="status-card__preview" />}>
        <VideoPlayer src={direct} preview={image} description={card.title} startPlaying takeFocus />
      </Suspense>
    ) : embedded && embed ? (
      <iframe
        className="status-card__embed"
        title={card.title}
        sandbox={embedSandbox(embed)}
        allow="fullscreen"
        {...('src' in embed ? { src: embed.src } : { srcDoc: embed.srcDoc })}
      />
    ) : (
      <>
        <Blurhash hash={card.blurhash} className="status-card__preview" />
        {image && (
          <img
            src={image}
            alt={(card as { image_description?: string | null }).image_description ?? ''}
            loading="lazy"
          />
        )}
        {(embed || direct) && (
          <button
            type="button"
            className="status-card__play"
            aria-label={intl.formatMessage(messages.play, { title: card.title })}
            onClick={() => setEmbedded(true)}
          >
            <Icon id="play" size={32} />
          </button>
        )}
      </>
    );

  const text = (
    <>
      <span className="status-card__provider">
        {card.provider_name || (url ? new URL(url).hostname : '')}
        {card.published_at && (
          <>
            {' · '}
            <RelativeTimestamp timestamp={card.published_at} />
          </>
        )}
      </span>
      <strong className="status-card__title" dir="auto">
        {card.title}
      </strong>
      {card.description && (
        <span className="status-card__description" dir="auto">
          {card.description}
        </span>
      )}
    </>
  );

  return (
    <div className={`status-card${large ? ' status-card--large' : ''}`}>
      {(image || embed || direct) && (
        <div className="status-card__image" style={{ aspectRatio: ratio }}>
          {media}
        </div>
      )}
      <div className="status-card__content">
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="status-card__link">
            {text}
          </a>
        ) : (
          <div className="status-card__link">{text}</div>
        )}
        <CardAuthor card={card} />
      </div>
    </div>
  );
}
