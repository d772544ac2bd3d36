import { act, fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { ClearNotificationsButton } from '../../../../src/features/notificationRequests/components/ClearNotificationsButton';
import { FilteredNotificationsLink } from '../../../../src/features/notificationRequests/components/FilteredNotificationsLink';
import { FollowRequestsNavLink } from '../../../../src/features/notificationRequests/components/FollowRequestsNavLink';
import { NotificationRequestsPage } from '../../../../src/features/notificationRequests/components/NotificationRequestsPage';
import {
  notificationRequestsReducer,
  pageFetched,
  policyFetched,
  requestsReceived,
} from '../../../../src/features/notificationRequests/slice';
import { addReducer } from '../../../../src/store/lazyReducers';
import { renderWithProviders } from '../../components/render';
import { makeAccount, makeTestStore, signedInAuth } from '../../fixtures';

function setup(ui: ReactElement) {
  const made = makeTestStore({}, { auth: signedInAuth() });
  addReducer(made.store, 'notificationRequests', notificationRequestsReducer);
  renderWithProviders(<Provider store={made.store}>{ui}</Provider>);
  return made;
}

describe('notification requests views', () => {
  it('bulk accept asks "Accept notification requests?" first and sends the selection only once confirmed', () => {
    const { store, actions } = setup(<NotificationRequestsPage />);
    act(() => {
      store.dispatch(entitiesImported({ accounts: [makeAccount('a1'), makeAccount('a2')] }));
      store.dispatch(
        requestsReceived([
          { id: '1', accountId: 'a1', notificationsCount: 1, lastStatusId: null },
          { id: '2', accountId: 'a2', notificationsCount: 2, lastStatusId: null },
        ]),
      );
      store.dispatch(pageFetched({ kind: 'requests', ids: ['1', '2'], next: null, expand: false }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'usera2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept 1 request…' }));
    const settled = () => actions.filter((a) => a.type === 'notificationRequests/requestsSettleRequested');
    expect(screen.getByRole('dialog', { name: 'Accept notification requests?' })).toHaveTextContent(
      'You are about to accept one notification request.',
    );
    expect(settled()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Accept request' }));
    expect(settled().map((a) => a.payload)).toEqual([{ ids: ['2'], accept: true, bulk: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('clear notifications asks "Clear notifications?" and clears only once confirmed', () => {
    const { actions } = setup(<ClearNotificationsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear notifications?' });
    expect(dialog).toHaveTextContent('Are you sure you want to permanently clear all your notifications?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(actions.some((a) => a.type === 'notificationRequests/clearNotificationsRequested')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear notifications' })[1]);
    expect(actions.filter((a) => a.type === 'notificationRequests/clearNotificationsRequested')).toHaveLength(
      1,
    );
  });

  it('the navigation shows "Follow requests" for a locked account, with the count, and asks for the list', () => {
    const { store, actions } = setup(<FollowRequestsNavLink locked />);
    expect(screen.getByRole('link', { name: 'Follow requests' })).toHaveAttribute('href', '/follow_requests');
    expect(actions.some((a) => a.type === 'notificationRequests/followRequestsFetchRequested')).toBe(true);
    act(() => {
      store.dispatch(pageFetched({ kind: 'followRequests', ids: ['7', '8'], next: null, expand: false }));
    });
    expect(screen.getByRole('link', { name: 'Follow requests 2' })).toBeInTheDocument();
  });

  it('the navigation hides "Follow requests" for an open account without pending requests', () => {
    const { actions } = setup(<FollowRequestsNavLink locked={false} />);
    expect(screen.queryByRole('link', { name: /Follow requests/ })).toBeNull();
    expect(actions.some((a) => a.type === 'notificationRequests/followRequestsFetchRequested')).toBe(false);
  });

  it('"Filtered notifications" leads to the requests with the pending count, and hides when none wait', () => {
    const { store } = setup(<FilteredNotificationsLink />);
    expect(screen.queryByRole('link')).toBeNull();
    const policy = (count: number) =>
      policyFetched({
        for_not_following: 'filter',
        for_not_followers: 'accept',
        for_new_accounts: 'accept',
        for_private_mentions: 'filter',
        for_limited_accounts: 'filter',
        summary: { pending_requests_count: count, pending_notifications_count: count },
      });
    act(() => {
      store.dispatch(policy(3));
    });
    const link = screen.getByRole('link', { name: /Filtered notifications/ });
    expect(link).toHaveAttribute('href', '/notifications/requests');
    expect(link).toHaveTextContent('From 3 people you may know');
    act(() => {
      store.dispatch(policy(0));
    });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
