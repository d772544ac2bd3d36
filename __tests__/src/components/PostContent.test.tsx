import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreviewCard, Status as StatusEntity } from '../../../src/api/entities';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { cardAspectRatio, directVideoOf, embedOf } from '../../../src/features/statuses/components/Card';
import { Status } from '../../../src/features/statuses/components/Status';
import { makeTestStore, signedInAuth } from '../fixtures';
import { makeAccount, makePoll, makeStatus } from './fixtures';
import { renderInStore } from './timelineHarness';
import { stubMediaElements } from '../features/player/mediaStub';

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const noop = () => undefined;

function renderStatus(status: StatusEntity, currentAccountId?: string, extra: StatusEntity[] = []) {
  const made = makeTestStore({}, currentAccountId ? { auth: signedInAuth(currentAccountId) } : {});
  if (extra.length > 0) made.store.dispatch(entitiesImported({ statuses: extra }));
  renderInStore(
    made.store,
    <Status
      status={status}
      currentAccountId={currentAccountId}
      onReply={noop}
      onBoost={noop}
      onQuote={noop}
      onFavourite={noop}
      onBookmark={noop}
      onMore={noop}
    />,
  );
  return made;
}

const carol = makeAccount({ id: '3', acct: 'carol', username: 'carol', display_name: 'Carol' });
const quoted = (overrides: Partial<StatusEntity> = {}) =>
  makeStatus({ id: '50', account: carol, content: '<p>Quoted words</p>', ...overrides });
const quoting = (quote: StatusEntity['quote']) => makeStatus({ id: '60', quote });

describe('quotes in each state', () => {
  it.each([
    ['pending', 'Post pending'],
    ['rejected', 'This post cannot be displayed as the original author does not allow it to be quoted.'],
    ['revoked', 'Post removed by author'],
    ['deleted', 'Post unavailable'],
    ['unauthorized', 'This post cannot be displayed as you are not authorized to view it.'],
  ] as const)('%s reads "%s" and never shows the quoted post', async (state, words) => {
    renderStatus(quoting({ state, quoted_status: null }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText('Quoted words')).toBeNull();
  });

  it('a pending quote also says it waits for the author', async () => {
    renderStatus(quoting({ state: 'pending', quoted_status: null }));
    expect(await screen.findByText(/getting the original author’s approval/)).toBeInTheDocument();
  });

  it.each([
    ['muted_account', 'This post is hidden because you’ve muted @carol.'],
    ['blocked_account', 'This post is hidden because you’ve blocked @carol.'],
    ['blocked_domain', 'This post is hidden because you’ve blocked remote.example.'],
  ] as const)('%s hides the post behind "%s" until "Show anyway"', async (state, words) => {
    const remote = state === 'blocked_domain';
    const author = remote ? { ...carol, acct: 'carol@remote.example' } : carol;
    renderStatus(quoting({ state, quoted_status: quoted({ account: author }) }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText('Quoted words')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show anyway' }));
    expect(screen.getByText('Quoted words')).toBeInTheDocument();
  });

  it('a quote inside the quoted post shows only as a link, "Quoted a post by @acct"', async () => {
    const inner = makeStatus({
      id: '40',
      account: makeAccount({ id: '4', acct: 'dave' }),
      content: '<p>Deep</p>',
    });
    const middle = quoted({ quote: { state: 'accepted', quoted_status_id: '40' } });
    renderStatus(quoting({ state: 'accepted', quoted_status: middle }), undefined, [inner]);
    const link = await screen.findByRole('link', { name: 'Quoted a post by @dave' });
    expect(link).toHaveAttribute('href', '/@dave/40');
    expect(screen.queryByText('Deep')).toBeNull();
  });

  it('a quoted post sent only by id is fetched', async () => {
    const { actions } = renderStatus(quoting({ state: 'accepted', quoted_status_id: '50' }));
    await screen.findAllByRole('button');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actions).toContainEqual({ type: 'statuses/fetchRequested', payload: { statusId: '50' } });
  });

  it("the quoted post's author, and only they, may remove it from the quoting post", async () => {
    const { actions } = renderStatus(quoting({ state: 'accepted', quoted_status: quoted() }), '3');
    const remove = await screen.findByRole('button', { name: 'Remove my post from @alice’s post' });
    await userEvent.setup().click(remove);
    expect(actions).toContainEqual({
      type: 'statuses/quoteRevokeRequested',
      payload: { quotedId: '50', quotingId: '60' },
    });
  });

  it('someone else sees no remove button', async () => {
    renderStatus(quoting({ state: 'accepted', quoted_status: quoted() }), '9');
    await screen.findByText('Quoted words');
    expect(screen.queryByRole('button', { name: /Remove my post/ })).toBeNull();
  });
});

describe('polls', () => {
  const withPoll = (overrides: Parameters<typeof makePoll>[0] = {}) =>
    makeStatus({ poll: makePoll(overrides) });

  it('an open poll the user has not voted in shows radio buttons, and Vote is disabled until one is chosen', async () => {
    const { actions } = renderStatus(withPoll(), '9');
    const vote = await screen.findByRole('button', { name: 'Vote' });
    expect(vote).toBeDisabled();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByText('75%')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(vote).toBeEnabled();
    await user.click(vote);
    expect(actions).toContainEqual({ type: 'polls/voteRequested', payload: { pollId: 'p1', choices: [1] } });
  });

  it('signed out, Vote opens the INTERACTION modal and counts nothing', async () => {
    const { store } = renderStatus(withPoll());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(store.getState().modals.stack.map((modal) => modal.modalType)).toEqual(['INTERACTION']);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('a multiple-choice poll shows checkboxes that toggle', async () => {
    renderStatus(withPoll({ multiple: true }));
    const user = userEvent.setup();
    const [yes, no] = await screen.findAllByRole('checkbox');
    await user.click(yes);
    await user.click(no);
    await user.click(yes);
    expect(yes).not.toBeChecked();
    expect(no).toBeChecked();
    expect(screen.getByRole('button', { name: 'Vote' })).toBeEnabled();
  });

  it('"See results" shows the results without voting, and the choices come back', async () => {
    renderStatus(withPoll());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'See results' }));
    expect(screen.getByText('75%')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide results' }));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('a closed poll shows its results, "Closed", and offers neither Vote nor Refresh', async () => {
    renderStatus(withPoll({ expired: true }));
    expect(await screen.findByText('75%')).toBeInTheDocument();
    expect(screen.getByText(/Closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('an open poll has Refresh, and says the time left', async () => {
    const { actions } = renderStatus(withPoll());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(actions).toContainEqual({ type: 'polls/refreshRequested', payload: { pollId: 'p1' } });
    expect(screen.getByText(/2 days left/)).toBeInTheDocument();
  });
});

describe('link cards', () => {
  const card = (overrides: Partial<PreviewCard> = {}): PreviewCard => ({
    url: 'https://blog.example/post',
    title: 'A title',
    description: 'A description',
    type: 'link',
    author_name: 'Someone',
    author_url: '',
    authors: [],
    provider_name: 'Example Blog',
    provider_url: '',
    html: '',
    width: 640,
    height: 336,
    image: 'https://blog.example/card.jpg',
    embed_url: '',
    blurhash: null,
    published_at: null,
    ...overrides,
  });

  it('a wide image shows at 1.91:1, a video at 16:9, anything else as a square', () => {
    expect(cardAspectRatio(card())).toBe('1.91 / 1');
    expect(cardAspectRatio(card({ type: 'video', width: 400, height: 400 }))).toBe(`${16 / 9} / 1`);
    expect(cardAspectRatio(card({ width: 300, height: 400 }))).toBe('1 / 1');
    expect(cardAspectRatio(card({ image: null }))).toBe('1 / 1');
  });

  it('shows provider, title, description and author, linking out safely', async () => {
    renderStatus(makeStatus({ card: card() }));
    const link = await screen.findByRole('link', { name: /A title/ });
    expect(link).toHaveAttribute('href', 'https://blog.example/post');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('Example Blog');
    expect(link).toHaveTextContent('A description');
    expect(screen.getByText('By Someone')).toBeInTheDocument();
    expect(document.querySelector<HTMLElement>('.status-card__image')?.style.aspectRatio).toBe('1.91 / 1');
  });

  it('an author with an account links to the profile', async () => {
    const authors = [{ name: 'Carol', url: '', account: carol }];
    renderStatus(makeStatus({ card: card({ authors }) }));
    expect(await screen.findByRole('link', { name: 'Carol' })).toHaveAttribute('href', '/@carol');
  });

  it('a card whose URL is not http(s) is not a link', async () => {
    renderStatus(makeStatus({ card: card({ url: 'javascript:alert(1)' }) }));
    await screen.findByText('A title');
    expect(screen.queryByRole('link', { name: /A title/ })).toBeNull();
  });

  it('is not shown on a post with media or a quote, as in Mastodon', async () => {
    const media = [{ id: 'm1', type: 'image' as const, url: 'https://example.com/m.png', description: 'M' }];
    renderStatus(makeStatus({ card: card(), media_attachments: media }));
    await screen.findByRole('img', { name: 'M' });
    expect(screen.queryByText('A title')).toBeNull();
  });

  it('a video card embeds only after a click, in a sandboxed frame of its https player', async () => {
    const html =
      '<iframe src="https://video.example/embed/1" onload="alert(1)"></iframe><script>alert(2)</script>';
    renderStatus(makeStatus({ card: card({ type: 'video', html }) }));
    const play = await screen.findByRole('button', { name: 'Play A title' });
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(play);
    const frame = document.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://video.example/embed/1');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(frame).not.toHaveAttribute('onload');
    expect(document.querySelector('script')).toBeNull();
  });

  it('a video card whose address is the video file plays in the app’s player once clicked', async () => {
    const media = stubMediaElements();
    try {
      renderStatus(
        makeStatus({ card: card({ type: 'video', html: '', url: 'https://video.example/clip.webm' }) }),
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Play A title' }));
      const player = await screen.findByRole('group', { name: 'Video: A title' });
      const video = player.querySelector('video')!;
      expect(video).toHaveAttribute('src', 'https://video.example/clip.webm');
      expect(video.paused).toBe(false);
      expect(document.querySelector('iframe')).toBeNull();
      expect(directVideoOf(card({ type: 'link', url: 'https://video.example/clip.mp4' }))).toBeNull();
      expect(directVideoOf(card({ type: 'video', url: 'https://video.example/watch?v=1' }))).toBeNull();
    } finally {
      media.restore();
    }
  });

  it('a player that is not https is framed only as sanitised markup (srcdoc), never put in the page', () => {
    const embed = embedOf('<iframe src="http://video.example/1"></iframe><img src=x onerror="alert(1)">');
    expect(embed).toEqual({ srcDoc: expect.stringContaining('<iframe') });
    expect((embed as { srcDoc: string }).srcDoc).not.toMatch(/onerror|<img/);
    const rich = embedOf('<div>Rich<script>alert(1)</script></div>');
    expect(rich).toEqual({ srcDoc: '<div>Rich</div>' });
    expect(embedOf('')).toBeNull();
  });
});

describe('the quoted post does not change what the post says', () => {
  it('keeps the post itself whole around its quote', async () => {
    renderStatus(quoting({ state: 'accepted', quoted_status: quoted() }));
    const article = screen.getAllByRole('article')[0];
    expect(within(article).getByText('Hello world')).toBeInTheDocument();
    expect(await within(article).findByText('Quoted words')).toBeInTheDocument();
  });
});
