import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { NotificationsColumn } from '../../../src/features/notifications/components/NotificationsColumn';
import { fakeApi, makeTestStore, signedInAuth } from '../fixtures';

describe('the notifications column loads its body after the first posts are drawn', () => {
  it('draws only the column frame first; the filter bar and rows come once posts are painted (or after the wait)', async () => {
    jest.useFakeTimers();
    try {
      const { store } = makeTestStore({ api: fakeApi() }, { auth: signedInAuth('1') });
      render(
        <I18nProvider>
          <Provider store={store}>
            <Router hook={memoryLocation().hook}>
              <NotificationsColumn />
            </Router>
          </Provider>
        </I18nProvider>,
      );
      expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      jest.useRealTimers();
      expect(await screen.findByRole('tablist', { name: 'Filter notifications' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
