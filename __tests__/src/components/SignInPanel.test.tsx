import { act, fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { SignInPanel } from '../../../src/features/auth/components/SignInPanel';
import { rememberRecentServer, loadRecentServers } from '../../../src/features/auth/recentServers';
import { signInStatusChanged } from '../../../src/features/auth/slice';
import { makeTestStore, signedInAuth } from '../fixtures';
import { renderWithProviders } from './render';

afterEach(() => localStorage.clear());

function renderPanel(preloaded?: Parameters<typeof makeTestStore>[1]) {
  const made = makeTestStore({}, preloaded);
  renderWithProviders(
    <Provider store={made.store}>
      <SignInPanel />
    </Provider>,
  );
  return made;
}

describe('sign-in panel', () => {
  it("the server field's label says the accepted forms", () => {
    renderPanel();
    const field = screen.getByRole('textbox', { name: /another server/ });
    expect(field).toHaveAccessibleName(expect.stringContaining('@you@example.social'));
    expect(field).toHaveAccessibleName(expect.stringContaining('https://example.social/path'));
  });

  it('recent servers are offered newest first, sign in there, and can be removed', () => {
    rememberRecentServer(localStorage, 'http://127.0.0.1:4000');
    rememberRecentServer(localStorage, 'https://b.example');
    const { store, actions } = renderPanel();
    const list = screen.getByRole('list', { name: 'Recent servers' });
    const names = Array.from(list.querySelectorAll('li > button:first-child')).map((b) => b.textContent);
    expect(names).toEqual(['b.example', 'http://127.0.0.1:4000']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in on b.example' }));
    expect(actions.at(-1)).toEqual({
      type: 'auth/signInRequested',
      payload: { domain: 'https://b.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.example from recent servers' }));
    expect(screen.queryByRole('button', { name: 'Sign in on b.example' })).toBeNull();
    expect(loadRecentServers(localStorage)).toEqual(['http://127.0.0.1:4000']);
    expect(store.getState().alerts).toEqual([]);
  });

  it('a failed sign-in shows its message in the form as an alert', () => {
    const { store } = renderPanel();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'http://example.com' } });
    act(() => {
      store.dispatch(signInStatusChanged({ status: 'failed', error: 'httpsRequired' }));
    });
    return screen.findByRole('alert').then((alert) => {
      expect(alert).toHaveTextContent('Other servers need https.');
      expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  it('a server error is told in words, never by its HTTP status', async () => {
    const { store } = renderPanel();
    act(() => {
      store.dispatch(signInStatusChanged({ status: 'failed', error: 'serverError', httpStatus: 502 }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not sign you in just now. Try again in a moment.');
    expect(alert).not.toHaveTextContent(/502|HTTP/);
  });

  it('when the session ended, "Sign in again" signs the account in again on its own server', () => {
    const { actions } = renderPanel({ auth: { ...signedInAuth(), sessionExpired: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(actions.at(-1)).toEqual({ type: 'auth/signInRequested', payload: { again: true } });
  });
});
