import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../src/features/statuses/components/Status';
import type { StatusProps } from '../../../src/features/statuses/components/Status';
import { makeAccount, makePoll, makeStatus } from './fixtures';
import { renderWithProviders } from './render';
import { makeTestStore } from '../fixtures';
import { renderInStore } from './timelineHarness';

beforeAll(() => {
  // jsdom has no canvas: the blurhash placeholder then keeps its plain background.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function renderStatus(props: Partial<StatusProps> = {}) {
  const handlers = {
    onReply: jest.fn(),
    onBoost: jest.fn(),
    onQuote: jest.fn(),
    onFavourite: jest.fn(),
    onBookmark: jest.fn(),
    onMore: jest.fn(),
  };
  const made = makeTestStore();
  const utils = renderInStore(made.store, <Status status={makeStatus()} {...handlers} {...props} />);
  return { ...utils, handlers, ...made };
}

describe('Status', () => {
  it('is an article labelled with the author, an excerpt, the time and the handle', () => {
    renderStatus();
    expect(screen.getByRole('article', { name: 'Alice, Hello world, 5m, @alice' })).toBeInTheDocument();
  });

  it('links the author to /@acct and the time to /@acct/id', () => {
    renderStatus();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/@alice',
      '/@alice/100',
    ]);
    const time = document.querySelector('time');
    expect(time).toHaveTextContent('5m');
    expect(time).toHaveAttribute('dateTime');
  });

  it('shows "{name} boosted" above a boost and the boosted post itself', () => {
    const original = makeStatus({
      id: '7',
      content: '<p>Original</p>',
      account: makeAccount({ id: '2', acct: 'bob', display_name: 'Bob' }),
    });
    renderStatus({ status: makeStatus({ id: '8', reblog: original, content: '' }) });
    expect(screen.getByText(/boosted/)).toHaveTextContent('Alice boosted');
    const article = screen.getByRole('article');
    expect(article).toHaveAccessibleName(expect.stringContaining('Bob, Original'));
    expect(within(article).getByText('Original')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /5m/ })).toHaveAttribute('href', '/@bob/7');
  });

  it('marks an edited post', () => {
    renderStatus({ status: makeStatus({ edited_at: new Date().toISOString() }) });
    expect(screen.getByText(/Edited/)).toBeInTheDocument();
  });

  it('hides the text behind the content warning until "Show more"', async () => {
    const user = userEvent.setup();
    renderStatus({ status: makeStatus({ spoiler_text: 'Spoilers', content: '<p>Secret</p>' }) });
    expect(screen.getByRole('article')).toHaveAccessibleName(expect.stringContaining('Spoilers'));
    expect(screen.queryByText('Secret')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('Secret')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows media with their descriptions as alt text and the focus point as object-position', async () => {
    const media = {
      id: 'm1',
      type: 'image' as const,
      url: 'https://example.com/m1.png',
      preview_url: 'https://example.com/m1-small.png',
      description: 'A cat on a mat',
      blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
      meta: { focus: { x: 0.5, y: -1 } },
    };
    renderStatus({ status: makeStatus({ media_attachments: [media] }) });
    const image = await screen.findByRole('img', { name: 'A cat on a mat' });
    expect(image).toHaveAttribute('src', 'https://example.com/m1-small.png');
    expect(image.style.objectPosition).toBe('75% 100%');
  });

  it('keeps sensitive media behind a "Sensitive content" button', async () => {
    const user = userEvent.setup();
    const media = {
      id: 'm1',
      type: 'image' as const,
      url: 'https://example.com/m1.png',
      description: 'Hidden',
    };
    renderStatus({ status: makeStatus({ sensitive: true, media_attachments: [media] }) });
    expect(screen.queryByRole('img', { name: 'Hidden' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sensitive content' }));
    expect(screen.getByRole('img', { name: 'Hidden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide image' }));
    expect(screen.queryByRole('img', { name: 'Hidden' })).toBeNull();
  });

  it('shows an accepted quote as a nested post and drops the "RE:" fallback', async () => {
    const quoted = makeStatus({
      id: '50',
      content: '<p>Quoted words</p>',
      account: makeAccount({ id: '3', acct: 'carol', display_name: 'Carol' }),
    });
    renderStatus({
      status: makeStatus({
        content:
          '<p class="quote-inline">RE: <a href="https://example.com/@carol/50">link</a></p><p>My take</p>',
        quote: { state: 'accepted', quoted_status: quoted },
      }),
    });
    expect(await screen.findByText('Quoted words')).toBeInTheDocument();
    expect(screen.queryByText(/RE:/)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/@carol/50');
  });

  it('does not show a quote the server has not accepted', async () => {
    const quoted = makeStatus({ id: '50', content: '<p>Quoted words</p>' });
    renderStatus({ status: makeStatus({ quote: { state: 'pending', quoted_status: quoted } }) });
    expect(await screen.findByText('Post pending')).toBeInTheDocument();
    expect(screen.queryByText('Quoted words')).toBeNull();
  });

  it('shows a voted poll as results with the share of each option', async () => {
    renderStatus({ status: makeStatus({ poll: makePoll({ voted: true, own_votes: [0] }) }) });
    const options = await screen.findAllByRole('listitem');
    expect(options[0]).toHaveTextContent('75%');
    expect(options[0]).toHaveTextContent('Yes');
    expect(options[0]).toHaveTextContent('You voted for this answer');
    expect(options[1]).toHaveTextContent('25%');
    expect(screen.getByText(/4 votes · 2 days left/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
  });

  it('counts people, not votes, for a multiple-choice poll, and says when it closed', async () => {
    const poll = makePoll({ multiple: true, voters_count: 3, votes_count: 4, expired: true });
    renderStatus({ status: makeStatus({ poll }) });
    expect((await screen.findAllByRole('listitem'))[0]).toHaveTextContent('100%');
    expect(screen.getByText(/3 people · Closed/)).toBeInTheDocument();
  });

  it('has Reply, Boost, Quote, Favorite, Bookmark and More buttons, in that order, that call back with the post', async () => {
    const user = userEvent.setup();
    const status = makeStatus({ replies_count: 2 });
    const { handlers } = renderStatus({ status });
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('title'))).toEqual([
      'Reply',
      'Boost',
      'Quote',
      'Favorite',
      'Bookmark',
      'More',
    ]);
    await user.click(screen.getByRole('button', { name: 'Reply 2' }));
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(handlers.onReply).toHaveBeenCalledWith(status);
    expect(handlers.onBoost).toHaveBeenCalledWith(status, expect.objectContaining({ shiftKey: false }));
    expect(handlers.onQuote).toHaveBeenCalledWith(status);
    expect(handlers.onFavourite).toHaveBeenCalledWith(status, expect.objectContaining({ shiftKey: false }));
    expect(handlers.onBookmark).toHaveBeenCalledWith(status);
    expect(handlers.onMore).toHaveBeenCalledWith(status, screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('button', { name: 'Reply 2' })).toHaveTextContent('2');
  });

  it('a counted button says its count in its name, as it shows it (the visible text is part of the name)', () => {
    renderStatus({ status: makeStatus({ favourites_count: 1500, reblogs_count: 0 }) });
    const favourite = screen.getByRole('button', { name: 'Favorite 1.5K' });
    expect(favourite).toHaveTextContent('1.5K');
    expect(favourite).toHaveAttribute('title', 'Favorite');
    expect(screen.getByRole('button', { name: 'Boost' })).not.toHaveTextContent(/\d/);
  });

  it('reports boosted, favourited and bookmarked states with aria-pressed', () => {
    renderStatus({ status: makeStatus({ reblogged: true, favourited: true, bookmarked: false }) });
    expect(screen.getByRole('button', { name: 'Boost' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each(['private', 'direct'] as const)(
    'boost and quote are disabled on a %s post of someone else: "Boosts and quotes are disabled"',
    (visibility) => {
      renderStatus({ status: makeStatus({ visibility }), currentAccountId: '99' });
      const boost = screen.getByRole('button', { name: 'Boost' });
      expect(boost).toBeDisabled();
      expect(boost).toHaveAttribute('title', 'Boosts and quotes are disabled');
      const quote = screen.getByRole('button', { name: 'Quote' });
      expect(quote).toBeDisabled();
      expect(quote).toHaveAttribute('title', 'Private posts cannot be quoted');
    },
  );

  it('the own private post can be shared again with followers', () => {
    renderStatus({ status: makeStatus({ visibility: 'private' }), currentAccountId: '1' });
    const boost = screen.getByRole('button', { name: 'Boost' });
    expect(boost).toBeEnabled();
    expect(boost).toHaveAttribute('title', 'Share again with your followers');
  });

  it('opens the post through onOpen instead of the link when given', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const status = makeStatus();
    renderStatus({ status, onOpen });
    await user.click(screen.getByRole('link', { name: /5m/ }));
    expect(onOpen).toHaveBeenCalledWith(status);
  });

  it('survives a post with a broken date and unsafe avatar', () => {
    renderStatus({
      status: makeStatus({
        created_at: 'not a date',
        account: makeAccount({ avatar: 'javascript:x', avatar_static: '' }),
      }),
    });
    expect(screen.getByRole('article')).toHaveAccessibleName('Alice, Hello world, @alice');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('Status and the clock', () => {
  afterEach(() => jest.useRealTimers());

  it('a clock tick renders again only the timestamps whose label changes, never the whole post', () => {
    jest.useFakeTimers({ now: new Date('2026-01-10T12:00:00Z') });
    const commits: string[] = [];
    const onRender = (id: string) => commits.push(id);
    const handlers = {
      onReply: jest.fn(),
      onBoost: jest.fn(),
      onQuote: jest.fn(),
      onFavourite: jest.fn(),
      onBookmark: jest.fn(),
      onMore: jest.fn(),
    };
    renderWithProviders(
      <>
        <Profiler id="recent" onRender={onRender}>
          <Status status={makeStatus({ id: '1', created_at: '2026-01-10T11:59:55Z' })} {...handlers} />
        </Profiler>
        <Profiler id="old" onRender={onRender}>
          <Status status={makeStatus({ id: '2', created_at: '2025-03-01T10:00:00Z' })} {...handlers} />
        </Profiler>
      </>,
    );
    const [recent, old] = screen.getAllByRole('article');
    expect(recent.querySelector('time')).toHaveTextContent('now');
    commits.length = 0;
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(recent.querySelector('time')).toHaveTextContent('35s');
    expect(commits).toEqual(['recent']);
    // The post's own label keeps the time of its render, as Mastodon's does.
    expect(recent).toHaveAttribute('aria-label', expect.stringContaining(', now, '));
    expect(old.querySelector('time')).toHaveTextContent('Mar 1, 2025');
  });
});
