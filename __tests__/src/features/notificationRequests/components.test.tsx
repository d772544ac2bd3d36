import { act, fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { ClearNotificationsButton } from '../../../../src/features/notificationRequests/components/ClearNotificationsButton';
import { ConfirmNotificationsModal } from '../../../../src/features/notificationRequests/components/ConfirmNotificationsModal';
import { FilteredNotificationsLink } from '../../../../src/features/notificationRequests/components/FilteredNotificationsLink';
import { FollowRequestsNavLink } from '../../../../src/features/notificationRequests/components/FollowRequestsNavLink';
import { NotificationRequestsPage } from '../../../../src/features/notificationRequests/components/NotificationRequestsPage';
import {
  pageFetched,
  policyFetched,
  requestsReceived,
} from '../../../../src/features/notificationRequests/slice';
import { renderWithProviders } from '../../components/render';
import { makeAccount, makeTestStore, signedInAuth } from '../../fixtures';

function setup(ui: ReactElement) {
  const made = makeTestStore({}, { auth: signedInAuth() });
  renderWithProviders(<Provider store={made.store}>{ui}</Provider>);
  return made;
}

describe('notification requests views', () => {
  it('bulk accept asks for a confirmation with the selected requests instead of sending them', () => {
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
    expect(actions.some((a) => a.type === 'notificationRequests/requestsSettleRequested')).toBe(false);
    expect(store.getState().modals.stack).toEqual([
      { modalType: 'CONFIRM_NOTIFICATIONS', modalProps: { action: 'accept', ids: ['2'] } },
    ]);
  });

  it('the bulk confirmation says "Accept notification requests?" and sends the selection through the batch endpoint once confirmed', () => {
    const onClose = jest.fn();
    const { actions } = setup(
      <ConfirmNotificationsModal action="accept" ids={['2', '5']} onClose={onClose} titleId="t" />,
    );
    expect(screen.getByRole('heading', { name: 'Accept notification requests?' })).toBeInTheDocument();
    expect(screen.getByText(/You are about to accept 2 notification requests\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept requests' }));
    expect(onClose).toHaveBeenCalled();
    expect(
      actions.filter((a) => a.type === 'notificationRequests/requestsSettleRequested').map((a) => a.payload),
    ).toEqual([{ ids: ['2', '5'], accept: true, bulk: true }]);
  });

  it('the dismiss confirmation says "Dismiss notification requests?" and Cancel sends nothing', () => {
    const onClose = jest.fn();
    const { actions } = setup(
      <ConfirmNotificationsModal action="dismiss" ids={['2']} onClose={onClose} titleId="t" />,
    );
    expect(screen.getByRole('heading', { name: 'Dismiss notification requests?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss request' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(actions.some((a) => a.type === 'notificationRequests/requestsSettleRequested')).toBe(false);
  });

  it('clear notifications asks "Clear notifications?" and clears only once confirmed', () => {
    const { store, actions } = setup(<ClearNotificationsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
    expect(store.getState().modals.stack).toEqual([
      { modalType: 'CONFIRM_NOTIFICATIONS', modalProps: { action: 'clear' } },
    ]);
    expect(actions.some((a) => a.type === 'notificationRequests/clearNotificationsRequested')).toBe(false);
  });

  it('the clear confirmation says "Are you sure you want to permanently clear all your notifications?" and clears on confirm', () => {
    const { actions } = setup(<ConfirmNotificationsModal action="clear" onClose={jest.fn()} titleId="t" />);
    expect(screen.getByRole('heading', { name: 'Clear notifications?' })).toBeInTheDocument();
    expect(
      screen.getByText('Are you sure you want to permanently clear all your notifications?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear notifications' }));
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
