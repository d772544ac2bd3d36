import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { RouteContent } from '../../../src/app/Routes';
import { lazyFeaturesSaga } from '../../../src/store/lazyFeatures';
import { fakeApi, makeTestStore } from '../fixtures';

function visit(path: string) {
  const api = fakeApi();
  const { store, runSaga } = makeTestStore({ api });
  runSaga(lazyFeaturesSaga);
  render(
    <I18nProvider>
      <Provider store={store}>
        <Router hook={memoryLocation({ path }).hook}>
          <RouteContent index={null} />
        </Router>
      </Provider>
    </I18nProvider>,
  );
  return { api, store };
}

describe('a visitor on a view that needs an account', () => {
  it.each([
    ['/bookmarks', 'Bookmarks', 'Sign in to see the posts you bookmarked.'],
    ['/favourites', 'Favorites', 'Sign in to see the posts you favorited.'],
    ['/notifications', 'Notifications', 'Sign in to see your notifications.'],
    ['/follow_requests', 'Follow requests', 'Sign in to see who asked to follow you.'],
    ['/lists', 'Lists', 'Sign in to read and make your lists.'],
    ['/conversations', 'Private mentions', 'Sign in to read your private mentions.'],
    ['/followed_tags', 'Followed hashtags', 'Sign in to see the hashtags you follow.'],
    ['/publish', 'New post', 'Sign in to write a post.'],
  ])(
    '%s names the view and offers the sign-in form, with no request and no alert',
    async (path, title, text) => {
      const { api, store } = visit(path);
      const column = await screen.findByRole('region', { name: title });
      expect(column).toHaveTextContent(text);
      expect(await screen.findByRole('textbox', { name: /sign in/i })).toBeInTheDocument();
      expect(api.get).not.toHaveBeenCalled();
      expect(store.getState().alerts).toEqual([]);
    },
  );
});
