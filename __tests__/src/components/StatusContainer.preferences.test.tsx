import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { localSettingChanged, settingChanged } from '../../../src/features/settings/slice';
import { spoilerAutoHideMatcher } from '../../../src/features/settings/selectors';
import type { LocalSettings } from '../../../src/features/settings/defaults';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';

const image = {
  id: 'm1',
  type: 'image' as const,
  url: 'https://example.com/m1.png',
  preview_url: 'https://example.com/m1-small.png',
  description: 'A picture',
};
const gif = {
  id: 'g1',
  type: 'gifv' as const,
  url: 'https://example.com/g1.mp4',
  preview_url: 'https://example.com/g1.png',
  description: 'A looping cat',
};

function renderPost(status: ReturnType<typeof makeStatus>, local: Partial<LocalSettings> = {}) {
  const { store } = makeTestStore();
  store.dispatch(entitiesImported({ statuses: [status] }));
  store.dispatch(localSettingChanged(local));
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>
          <StatusContainer id={status.id} filterContext="home" />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('the reading and media preferences act on every post', () => {
  const warned = () =>
    makeStatus('30', { account: makeAccount('3'), spoiler_text: 'Plot', content: '<p>The ending</p>' });

  it('content warnings start closed by default', () => {
    renderPost(warned());
    expect(screen.queryByText('The ending')).not.toBeInTheDocument();
  });

  it('"always expand content warnings" opens them, and the first toggle closes one', async () => {
    const user = userEvent.setup();
    renderPost(warned(), { expand_spoilers: true });
    expect(screen.getByText('The ending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('The ending')).not.toBeInTheDocument();
  });

  it('the content-warning auto-hide filter (home.regex.body, any case) keeps a matching warning closed while the others expand, and the first toggle opens it', async () => {
    const user = userEvent.setup();
    const store = makeTestStore().store;
    store.dispatch(
      entitiesImported({
        statuses: [
          warned(),
          makeStatus('33', { account: makeAccount('3'), spoiler_text: 'Cats', content: '<p>A cat sat</p>' }),
        ],
      }),
    );
    store.dispatch(localSettingChanged({ expand_spoilers: true }));
    store.dispatch(settingChanged({ path: ['home', 'regex', 'body'], value: 'PLOT|politics' }));
    render(
      <Provider store={store}>
        <I18nProvider>
          <Router hook={memoryLocation().hook}>
            <StatusContainer id="30" filterContext="home" />
            <StatusContainer id="33" filterContext="home" />
          </Router>
        </I18nProvider>
      </Provider>,
    );
    expect(screen.queryByText('The ending')).not.toBeInTheDocument();
    expect(screen.getByText('A cat sat')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('The ending')).toBeInTheDocument();
  });

  it('an auto-hide expression that is not valid counts as a match: every content warning stays closed', () => {
    const store = renderPost(warned(), { expand_spoilers: true });
    expect(screen.getByText('The ending')).toBeInTheDocument();
    act(() => {
      store.dispatch(settingChanged({ path: ['home', 'regex', 'body'], value: '(unclosed' }));
    });
    expect(screen.queryByText('The ending')).not.toBeInTheDocument();
  });

  it('the auto-hide matcher: case-insensitive, an invalid expression matches everything, an empty one nothing', () => {
    expect(spoilerAutoHideMatcher('spoiler')('Big SPOILER')).toBe(true);
    expect(spoilerAutoHideMatcher('spoiler')('Cats')).toBe(false);
    expect(spoilerAutoHideMatcher('[')('Cats')).toBe(true);
    expect(spoilerAutoHideMatcher('  ')('Cats')).toBe(false);
  });

  it('the change applies at once to a post already on screen', async () => {
    const store = renderPost(warned());
    await act(async () => store.dispatch(localSettingChanged({ expand_spoilers: true })));
    expect(screen.getByText('The ending')).toBeInTheDocument();
  });

  it('"always show media" shows media the post marks sensitive', async () => {
    renderPost(makeStatus('31', { account: makeAccount('3'), sensitive: true, media_attachments: [image] }), {
      media_display: 'show_all',
    });
    expect(await screen.findByRole('img', { name: 'A picture' })).toBeInTheDocument();
  });

  it('"always hide media" hides media the post does not mark sensitive', () => {
    renderPost(makeStatus('32', { account: makeAccount('3'), media_attachments: [image] }), {
      media_display: 'hide_all',
    });
    expect(screen.queryByRole('img', { name: 'A picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sensitive content/ })).toBeInTheDocument();
  });

  it('autoplay plays an animated GIF silently in a loop in place of its preview', () => {
    renderPost(makeStatus('33', { account: makeAccount('3'), media_attachments: [gif] }), {
      autoplay_gifs: true,
    });
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', 'https://example.com/g1.mp4');
    expect(video?.autoplay).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.muted).toBe(true);
  });

  it('without autoplay an animated GIF shows its still preview', () => {
    renderPost(makeStatus('34', { account: makeAccount('3'), media_attachments: [gif] }), {
      autoplay_gifs: false,
    });
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'A looping cat' })).toHaveAttribute(
      'src',
      'https://example.com/g1.png',
    );
  });
});
