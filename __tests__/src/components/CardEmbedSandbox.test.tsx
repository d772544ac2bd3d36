/**
 * The app as served from an https origin, so a card can name a player on the app's own origin.
 * @jest-environment-options {"url": "https://deck.example/"}
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewCard, Status as StatusEntity } from '../../../src/api/entities';
import { Status } from '../../../src/features/statuses/components/Status';
import { makeTestStore } from '../fixtures';
import { makeStatus } from './fixtures';
import { renderInStore } from './timelineHarness';

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const noop = () => undefined;

function renderStatus(status: StatusEntity) {
  renderInStore(
    makeTestStore().store,
    <Status
      status={status}
      onReply={noop}
      onBoost={noop}
      onQuote={noop}
      onFavourite={noop}
      onBookmark={noop}
      onMore={noop}
    />,
  );
}

const card = (overrides: Partial<PreviewCard>): PreviewCard => ({
  url: 'https://video.example/watch/1',
  title: 'A title',
  description: '',
  type: 'rich',
  author_name: '',
  author_url: '',
  authors: [],
  provider_name: 'Video',
  provider_url: '',
  html: '',
  width: 640,
  height: 360,
  image: null,
  embed_url: '',
  blurhash: null,
  published_at: null,
  ...overrides,
});

const tokens = (frame: Element) => (frame.getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean);

async function playedFrame(html: string, type: PreviewCard['type'] = 'rich') {
  renderStatus(makeStatus({ card: card({ type, html }) }));
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Play A title' }));
  return document.querySelector('iframe')!;
}

describe('a link card’s embed never runs script in the app’s origin', () => {
  it('markup framed through srcdoc may run script only in an opaque origin: allow-scripts never comes with allow-same-origin', async () => {
    const frame = await playedFrame('<div>Rich <b>embed</b></div>');
    expect(frame).toHaveAttribute('srcdoc');
    expect(tokens(frame)).not.toContain('allow-same-origin');
    expect(tokens(frame).sort()).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox', 'allow-scripts']);
  });

  it('a player that is not https, framed as sanitised markup, gets the same opaque origin', async () => {
    const frame = await playedFrame('<iframe src="http://video.example/embed/1"></iframe>', 'video');
    expect(frame).toHaveAttribute('srcdoc');
    expect(tokens(frame)).not.toContain('allow-same-origin');
  });

  it('a player on the app’s own origin is framed without its origin too; another https provider keeps its own, as Mastodon frames it', async () => {
    const own = await playedFrame('<iframe src="https://deck.example/embed/1"></iframe>', 'video');
    expect(own).toHaveAttribute('src', 'https://deck.example/embed/1');
    expect(tokens(own)).toContain('allow-scripts');
    expect(tokens(own)).not.toContain('allow-same-origin');
    cleanup();

    const provider = await playedFrame('<iframe src="https://video.example/embed/1"></iframe>', 'video');
    expect(provider).toHaveAttribute('src', 'https://video.example/embed/1');
    expect(tokens(provider)).toEqual([
      'allow-scripts',
      'allow-same-origin',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-forms',
    ]);
  });
});
