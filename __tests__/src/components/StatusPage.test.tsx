import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { replyDepths, StatusPage } from '../../../src/app/pages/StatusPage';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { contextFetched } from '../../../src/features/contexts/slice';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function renderPage(overrides: Parameters<typeof makeStatus>[1] = {}) {
  const { store } = makeTestStore();
  const author = makeAccount('5', { acct: 'dave' });
  store.dispatch(
    entitiesImported({
      statuses: [
        makeStatus('50', {
          account: author,
          created_at: '2024-03-05T14:07:00.000Z',
          visibility: 'unlisted',
          reblogs_count: 3,
          favourites_count: 1,
          application: { name: 'Fedideck', website: 'https://fedideck.example/' },
          ...overrides,
        }),
        makeStatus('40', { account: author }),
        makeStatus('60', { account: author, in_reply_to_id: '50' }),
        makeStatus('70', { account: author, in_reply_to_id: '60' }),
        makeStatus('80', { account: author, in_reply_to_id: '50' }),
      ],
    }),
  );
  store.dispatch(contextFetched({ statusId: '50', ancestors: ['40'], descendants: ['60', '70', '80'] }));
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation({ path: '/@dave/50' }).hook}>
          <Route path="/:handle/:statusId">
            <StatusPage />
          </Route>
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe("a post's own page", () => {
  it('shows the full date and time, the visibility by name, and the application as a link', () => {
    renderPage();
    const details = screen.getByRole('group', { name: 'Details' });
    const time = details.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2024-03-05T14:07:00.000Z');
    expect(time.textContent).toMatch(/2024/);
    expect(time.textContent).toMatch(/\d{1,2}:\d{2}/);
    expect(details).toHaveTextContent('Quiet public');
    expect(screen.getByRole('link', { name: 'Fedideck' })).toHaveAttribute(
      'href',
      'https://fedideck.example/',
    );
  });

  it('an application website that is not a safe http(s) URL is shown as plain text', () => {
    renderPage({ application: { name: 'Evil', website: 'javascript:alert(1)' } });
    expect(document.querySelector('.detailed-status__application')).toHaveTextContent('Evil');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
  });

  it('counts boosts, favorites and quotes, each leading to its list', () => {
    renderPage({ quotes_count: 2 });
    expect(screen.getByRole('link', { name: '3 boosts' })).toHaveAttribute('href', '/@dave/50/reblogs');
    expect(screen.getByRole('link', { name: '1 favorite' })).toHaveAttribute('href', '/@dave/50/favourites');
    expect(screen.getByRole('link', { name: '2 quotes' })).toHaveAttribute('href', '/@dave/50/quotes');
  });

  it('says when the post was edited', () => {
    renderPage({ edited_at: '2024-03-06T09:00:00.000Z' });
    expect(screen.getByRole('group', { name: 'Details' })).toHaveTextContent(/Edited .*2024/);
  });

  it('replies are indented by their depth under the post', () => {
    renderPage();
    const depthOf = (id: string) =>
      document.querySelector(`[data-id="${id}"]`)?.closest('.thread__reply')?.getAttribute('data-depth');
    expect(depthOf('60')).toBe('1');
    expect(depthOf('70')).toBe('2');
    expect(depthOf('80')).toBe('1');
    expect(document.querySelector('[data-id="40"]')?.closest('.thread__ancestor')).not.toBeNull();
  });

  it('opens on the post itself: scrolled into view and focused', () => {
    renderPage();
    const focus = document.querySelector('.thread__focus')!;
    expect(focus).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('reply depth is the parent depth plus one', () => {
    const parents: Record<string, string> = { b: 'a', c: 'b', d: 'a', e: 'zz' };
    expect(Object.fromEntries(replyDepths('a', ['b', 'c', 'd', 'e'], (id) => parents[id]))).toEqual({
      b: 1,
      c: 2,
      d: 1,
      e: 1,
    });
  });
});
