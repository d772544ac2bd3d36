import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../../src/api/errors';
import { I18nProvider } from '../../../src/app/i18n';
import { ConversationsColumn } from '../../../src/features/conversations/components/ConversationsColumn';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { ExplorePage } from '../../../src/app/pages/explore/ExplorePage';
import { fakeApi, makeTestStore, savedAccount, signedInAuth } from '../fixtures';

describe('a column whose endpoint the server lacks', () => {
  it('says "Not available on this server" once, in the column, with no alert and no second call', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    const { store, runSaga } = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth('1') });
    runSaga(lazyFeaturesSaga);
    const { unmount } = render(
      <I18nProvider>
        <Provider store={store}>
          <Router hook={memoryLocation().hook}>
            <ConversationsColumn />
          </Router>
        </Provider>
      </I18nProvider>,
    );
    const column = screen.getByRole('region', { name: 'Private mentions' });
    expect(await screen.findByText('Not available on this server')).toBeInTheDocument();
    expect(column).toContainElement(screen.getByText('Not available on this server'));
    expect(screen.getAllByText('Not available on this server')).toHaveLength(1);
    expect(screen.queryByText(/You don't have any private mentions yet/)).toBeNull();
    expect(store.getState().alerts).toEqual([]);
    unmount();

    render(
      <I18nProvider>
        <Provider store={store}>
          <Router hook={memoryLocation().hook}>
            <ConversationsColumn />
          </Router>
        </Provider>
      </I18nProvider>,
    );
    expect(screen.getAllByText('Not available on this server')).toHaveLength(1);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1));
    expect(store.getState().alerts).toEqual([]);
  });
});

describe('Explore on a server without trends', () => {
  it('says "Not available on this server" once in place of trending posts, with no alert', async () => {
    const api = fakeApi();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    const { store, runSaga } = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth('1') });
    runSaga(lazyFeaturesSaga);
    render(
      <I18nProvider>
        <Provider store={store}>
          <Router hook={memoryLocation({ path: '/explore' }).hook}>
            <ExplorePage />
          </Router>
        </Provider>
      </I18nProvider>,
    );
    expect(await screen.findByText('Not available on this server')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/api/v1/trends/statuses');
    expect(screen.getAllByText('Not available on this server')).toHaveLength(1);
    expect(screen.queryByText('Nothing is trending right now. Check back later!')).toBeNull();
    expect(store.getState().alerts).toEqual([]);
  });
});
