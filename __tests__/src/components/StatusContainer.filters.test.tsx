import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { FilterResult, MediaAttachment } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { makeAccount, makeStatus, makeTestStore, signedInAuth } from '../fixtures';

const filtered = (action: 'warn' | 'blur', context: string[] = ['home']): FilterResult[] => [
  {
    filter: {
      id: 'f1',
      title: 'Spoilers',
      context,
      filter_action: action,
      expires_at: null,
      keywords: [],
      statuses: [],
    },
    keyword_matches: ['spoiler'],
    status_matches: null,
  } as unknown as FilterResult,
];

const image = {
  id: 'm1',
  type: 'image',
  url: 'http://localhost/m1.png',
  preview_url: 'http://localhost/m1-small.png',
  remote_url: null,
  description: 'A picture',
  blurhash: null,
  meta: null,
} as unknown as MediaAttachment;

function renderPost(status: ReturnType<typeof makeStatus>, context: 'home' | 'public') {
  const { store } = makeTestStore({}, { auth: signedInAuth('99') });
  store.dispatch(entitiesImported({ statuses: [status] }));
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>
          <StatusContainer id={status.id} filterContext={context} />
        </Router>
      </I18nProvider>
    </Provider>,
  );
}

describe('filters by context', () => {
  it('warn shows "Filtered: {title}" until the user chooses to see the post', async () => {
    renderPost(makeStatus('1', { content: '<p>a spoiler here</p>', filtered: filtered('warn') }), 'home');
    expect(screen.getByRole('article', { name: 'Filtered: Spoilers' })).toBeInTheDocument();
    expect(screen.queryByText('a spoiler here')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show anyway' }));
    expect(screen.getByText('a spoiler here')).toBeInTheDocument();
  });

  it('the warning is one line: "Show anyway" is a link-like button inside the line of text, reachable by Tab', async () => {
    renderPost(makeStatus('7', { content: '<p>a spoiler here</p>', filtered: filtered('warn') }), 'home');
    const notice = screen.getByRole('article', { name: 'Filtered: Spoilers' });
    const show = within(notice).getByRole('button', { name: 'Show anyway' });
    const line = show.parentElement as HTMLElement;
    expect(line.tagName).toBe('P');
    expect(line).toHaveTextContent('Filtered: Spoilers Show anyway');
    expect(show).not.toHaveClass('button');
    const user = userEvent.setup();
    await user.tab();
    expect(show).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('a spoiler here')).toBeInTheDocument();
  });

  it('a filter of another context does not apply', () => {
    renderPost(
      makeStatus('2', { content: '<p>a spoiler here</p>', filtered: filtered('warn', ['public']) }),
      'home',
    );
    expect(screen.getByText('a spoiler here')).toBeInTheDocument();
  });

  it('blur shows the post with its media hidden behind the sensitive-content button', async () => {
    renderPost(
      makeStatus('3', {
        account: makeAccount('5'),
        content: '<p>look at this</p>',
        media_attachments: [image],
        filtered: filtered('blur'),
      }),
      'home',
    );
    expect(screen.getByText('look at this')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Sensitive content/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'A picture' })).not.toBeInTheDocument();
  });

  it('without a filter the media shows', async () => {
    await act(async () =>
      renderPost(makeStatus('4', { content: '<p>plain</p>', media_attachments: [image] }), 'home'),
    );
    expect(screen.queryByRole('button', { name: /Sensitive content/ })).not.toBeInTheDocument();
  });
});
