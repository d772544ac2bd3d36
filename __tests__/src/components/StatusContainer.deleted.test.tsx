import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { buildBatch } from '../../../src/features/streaming/parse';
import { streamingEventsReceived } from '../../../src/domain/streamingEvents';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';

describe("a post its author deletes (removed everywhere but the author's account timelines)", () => {
  const original = makeStatus('10', { account: makeAccount('7'), content: '<p>going away</p>' });

  function setup() {
    const { store } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [original, makeStatus('11', { account: makeAccount('8'), reblog: original })],
      }),
    );
    const view = (showDeleted: boolean) => (
      <Provider store={store}>
        <I18nProvider>
          <Router hook={memoryLocation().hook}>
            <StatusContainer id="10" showDeleted={showDeleted} />
          </Router>
        </I18nProvider>
      </Provider>
    );
    return { store, view };
  }

  const deleteMessage = JSON.stringify({ stream: ['user'], event: 'delete', payload: '10' });

  it('is no longer shown in other timelines, and its boosts are gone', () => {
    const { store, view } = setup();
    render(view(false));
    expect(screen.getByText('going away')).toBeInTheDocument();
    act(() => {
      store.dispatch(streamingEventsReceived(buildBatch([deleteMessage], store.getState().statuses)));
    });
    expect(screen.queryByText('going away')).not.toBeInTheDocument();
    expect(store.getState().statuses.entities['11']).toBeUndefined();
  });

  it("is still shown in the author's account timeline", () => {
    const { store, view } = setup();
    render(view(true));
    act(() => {
      store.dispatch(streamingEventsReceived(buildBatch([deleteMessage], store.getState().statuses)));
    });
    expect(screen.getByText('going away')).toBeInTheDocument();
  });
});
