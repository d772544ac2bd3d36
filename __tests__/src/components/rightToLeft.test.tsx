import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import type { MediaAttachment, PreviewCard, Status as StatusEntity } from '../../../src/api/entities';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { ModalRoot } from '../../../src/features/modals/components/ModalRoot';
import { DisplayName } from '../../../src/features/statuses/components/DisplayName';
import { MediaModal } from '../../../src/features/statuses/components/MediaModal';
import { PlainText } from '../../../src/features/statuses/components/PlainText';
import { RichText } from '../../../src/features/statuses/components/RichText';
import { Status } from '../../../src/features/statuses/components/Status';
import { makeTestStore } from '../fixtures';
import { makeAccount, makePoll, makeStatus } from './fixtures';
import { renderWithProviders } from './render';
import { renderInStore } from './timelineHarness';

// Right to left. The interface's direction is the `dir` of <html> (the interface language's); a post,
// a content warning, a name, a bio, a poll's options and a card's title take their own from their
// text, and names and handles are isolated so they never reorder a line. ← and → in the media viewer
// point at Previous and Next where they are drawn.

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

const noop = () => undefined;

function renderStatus(status: StatusEntity) {
  const made = makeTestStore();
  renderInStore(
    made.store,
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
  return made;
}

const ARABIC = 'مرحبا بالعالم';

describe('a post reads in its own direction', () => {
  it("the post's text, the content warning and a bio take their direction from their letters (dir=auto)", () => {
    renderStatus(
      makeStatus({ content: `<p>${ARABIC}</p>`, spoiler_text: 'تحذير', sensitive: true, language: 'ar' }),
    );
    const warning = screen.getByText('تحذير').closest('.status__spoiler');
    expect(warning).toHaveAttribute('dir', 'auto');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const text = screen.getByText(ARABIC).closest('.status__content__text');
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveAttribute('lang', 'ar');
  });

  it("a profile's bio, like any rich text, takes its own direction", () => {
    renderWithProviders(<RichText html={`<p>${ARABIC}</p>`} className="rich-text profile__bio" />);
    expect(screen.getByText(ARABIC).closest('.profile__bio')).toHaveAttribute('dir', 'auto');
  });

  it("a bio's excerpt (an account in search results or suggestions) takes its own direction", () => {
    renderWithProviders(<PlainText html={`<p>${ARABIC}</p>`} emojis={[]} className="search__account-note" />);
    expect(screen.getByText(ARABIC)).toHaveAttribute('dir', 'auto');
  });

  it("a poll's options take their own direction", async () => {
    renderStatus(
      makeStatus({
        poll: makePoll({
          options: [
            { title: 'نعم', votes_count: 1 },
            { title: 'No', votes_count: 0 },
          ],
        }),
      }),
    );
    expect(await screen.findByText('نعم')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('No')).toHaveAttribute('dir', 'auto');
  });

  it("a link card's title and description take their own direction", async () => {
    const card: PreviewCard = {
      url: 'https://blog.example/post',
      title: 'عنوان',
      description: 'وصف',
      type: 'link',
      author_name: '',
      author_url: '',
      authors: [],
      provider_name: 'Example Blog',
      provider_url: '',
      html: '',
      width: 640,
      height: 336,
      image: null,
      embed_url: '',
      blurhash: null,
      published_at: null,
    };
    renderStatus(makeStatus({ card }));
    expect(await screen.findByText('عنوان')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('وصف')).toHaveAttribute('dir', 'auto');
  });
});

describe('names and handles are isolated', () => {
  const alice = makeAccount({ id: '1', acct: 'alice@example.org', username: 'alice', display_name: 'أليس' });

  it('a display name and its handle are each in a <bdi>', () => {
    renderWithProviders(<DisplayName account={alice} withAcct />);
    expect(screen.getByText('أليس').closest('bdi')).not.toBeNull();
    const handle = screen.getByText('@alice@example.org');
    expect(handle.tagName).toBe('BDI');
  });

  it('the booster\'s name in "{name} boosted" is isolated', () => {
    const original = makeStatus({ id: '7', content: '<p>Original</p>' });
    renderStatus(makeStatus({ id: '8', reblog: original, content: '', account: alice }));
    const line = screen.getByText(/boosted/);
    expect(line.querySelector('bdi')).toHaveTextContent('أليس');
  });

  it("the post's author line isolates the name and the handle", () => {
    renderStatus(makeStatus({ account: alice }));
    const header = document.querySelector('.status__display-name')!;
    expect([...header.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      'أليس',
      '@alice@example.org',
    ]);
  });
});

describe('the media viewer under right to left', () => {
  const media = (id: string, description: string) =>
    ({
      id,
      type: 'image',
      url: `https://files.example/${id}.png`,
      preview_url: `https://files.example/${id}-small.png`,
      description,
    }) as MediaAttachment;

  function setUp() {
    const { store } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus({
            id: '50',
            account: makeAccount({ id: '5' }),
            media_attachments: [media('a', 'First'), media('b', 'Second'), media('c', 'Third')],
          }),
        ],
      }),
    );
    render(
      <Provider store={store}>
        {/* react-intl alone: the app's provider would set <html dir> to English's on mount. */}
        <IntlProvider locale="en">
          <ModalRoot
            stack={[{ modalType: 'MEDIA', modalProps: { statusId: '50', index: 0 } }]}
            onClose={jest.fn()}
            registry={{ MEDIA: MediaModal }}
          />
        </IntlProvider>
      </Provider>,
    );
  }
  const shown = () => document.querySelector('.media-modal__description')?.textContent;

  beforeEach(() => window.history.replaceState(null, '', '/@user/50'));

  it('← goes to the next attachment and → to the previous one', () => {
    document.documentElement.dir = 'rtl';
    setUp();
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(shown()).toBe('Second');
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(shown()).toBe('Third');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(shown()).toBe('Second');
  });

  it('a swipe rightwards brings the next attachment in from the left', () => {
    document.documentElement.dir = 'rtl';
    setUp();
    const stage = document.querySelector('.media-modal__stage')!;
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 400 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300, clientY: 405 }] });
    expect(shown()).toBe('Second');
  });

  it('left to right, → still goes to the next one', () => {
    setUp();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'ArrowRight' });
    expect(shown()).toBe('Second');
  });
});
