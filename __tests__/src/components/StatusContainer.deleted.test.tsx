import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { deleteSucceeded } from '../../../src/domain/events';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { buildBatch } from '../../../src/features/streaming/parse';
import { streamingEventsReceived } from '../../../src/domain/streamingEvents';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';

describe('a deleted post leaves the screen with its boosts, however it was deleted', () => {
  const original = makeStatus('10', { account: makeAccount('7'), content: '<p>going away</p>' });

  function setup() {
    const { store } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [original, makeStatus('11', { account: makeAccount('8'), reblog: original })],
      }),
    );
    render(
      <Provider store={store}>
        <I18nProvider>
          <Router hook={memoryLocation().hook}>
            <StatusContainer id="10" filterContext="account" />
            <StatusContainer id="11" filterContext="home" />
          </Router>
        </I18nProvider>
      </Provider>,
    );
    expect(screen.getAllByText('going away')).toHaveLength(2);
    return store;
  }

  it("deleted elsewhere (streamed): gone from its author's profile too, never shown again", () => {
    const store = setup();
    const message = JSON.stringify({ stream: ['user'], event: 'delete', payload: '10' });
    act(() => {
      store.dispatch(streamingEventsReceived(buildBatch([message], store.getState().statuses)));
    });
    expect(screen.queryByText('going away')).not.toBeInTheDocument();
    expect(store.getState().statuses.entities['10']).toBeUndefined();
    expect(store.getState().statuses.entities['11']).toBeUndefined();
  });

  it('deleted from its menu: the same', () => {
    const store = setup();
    act(() => {
      store.dispatch(deleteSucceeded({ statusId: '10', reblogIds: ['11'] }));
    });
    expect(screen.queryByText('going away')).not.toBeInTheDocument();
    expect(store.getState().statuses.entities['10']).toBeUndefined();
  });
});
