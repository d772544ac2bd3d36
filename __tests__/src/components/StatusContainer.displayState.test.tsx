import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';

describe('a post’s display state is kept in the store, not in its row', () => {
  function setup() {
    const { store } = makeTestStore();
    const warned = makeStatus('20', {
      account: makeAccount('3'),
      spoiler_text: 'Plot details',
      content: '<p>The butler did it</p>',
    });
    store.dispatch(
      entitiesImported({
        statuses: [warned, makeStatus('21', { account: makeAccount('4'), reblog: warned })],
      }),
    );
    const row = (id: string) => (
      <Provider store={store}>
        <I18nProvider>
          <Router hook={memoryLocation().hook}>
            <StatusContainer id={id} filterContext="home" />
          </Router>
        </I18nProvider>
      </Provider>
    );
    return { store, row };
  }

  it('an opened content warning stays open when the row is unmounted (scrolled away) and mounted again', async () => {
    const user = userEvent.setup();
    const { row } = setup();
    const first = render(row('20'));
    expect(screen.queryByText('The butler did it')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('The butler did it')).toBeInTheDocument();
    first.unmount();
    render(row('20'));
    expect(screen.getByText('The butler did it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a boost shows the boosted post’s warning state, and closing it again is kept too', async () => {
    const user = userEvent.setup();
    const { store, row } = setup();
    const first = render(row('21'));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(store.getState().statuses.entities['20']?.hidden).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    first.unmount();
    render(row('21'));
    expect(screen.queryByText('The butler did it')).not.toBeInTheDocument();
  });

  it('a re-imported copy of the post keeps it open', async () => {
    const user = userEvent.setup();
    const { store, row } = setup();
    render(row('20'));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus('20', {
            account: makeAccount('3'),
            spoiler_text: 'Plot details',
            content: '<p>The butler did it</p>',
            favourites_count: 5,
          }),
        ],
      }),
    );
    expect(await screen.findByText('The butler did it')).toBeInTheDocument();
  });
});
