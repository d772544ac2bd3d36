import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../src/api/errors';
import { paramsFor } from '../../../../src/features/compose/draft';
import { orderedLanguages } from '../../../../src/features/compose/language/languages';
import { composeChanged, submitRequested } from '../../../../src/features/compose/slice';
import { settingChanged } from '../../../../src/features/settings/slice';
import { flush, makeStatus } from '../../fixtures';
import { renderCompose } from './harness';

const ok = (data: unknown) => ({ data, status: 200, links: {}, headers: new Headers() });

describe('the language picker', () => {
  it('the most used languages come first, by how often, the rest in list order', () => {
    expect(orderedLanguages(['de', 'en', 'fr', 'ja'], { ja: 2, fr: 5 })).toEqual(['fr', 'ja', 'de', 'en']);
    expect(orderedLanguages(['de', 'en'], {}, 'eo')).toEqual(['eo', 'de', 'en']);
  });

  it('shows the default language and opens a searchable listbox named in each language and in English', async () => {
    const user = userEvent.setup();
    const { api } = renderCompose();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    const button = screen.getByRole('button', { name: /^Change language/ });
    expect(button).toHaveAccessibleName('Change language EN');
    await user.click(button);
    const search = await screen.findByRole('combobox', { name: 'Search languages...' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.type(search, 'German');
    const german = screen.getByRole('option', { name: /Deutsch/ });
    expect(german).toHaveTextContent('German');
  });

  it('arrows move through the list, Enter chooses, and the language is sent', async () => {
    const user = userEvent.setup();
    const { store, api } = renderCompose();
    api.get.mockResolvedValue(
      ok([
        { code: 'de', name: 'German' },
        { code: 'en', name: 'English' },
        { code: 'fr', name: 'French' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: /^Change language/ }));
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3));
    expect(api.get).toHaveBeenCalledWith('/api/v1/instance/languages', { signal: undefined });
    // English is active (the current language); one down is French.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(store.getState().compose.language).toBe('fr');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Change language/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: /^Change language/ })).toHaveAccessibleName(
      'Change language FR',
    );
    expect(paramsFor(store.getState().compose).language).toBe('fr');
  });

  it('Escape closes the list without changing the language', async () => {
    const user = userEvent.setup();
    const { store, api } = renderCompose();
    api.get.mockResolvedValue(ok([{ code: 'de', name: 'German' }]));
    await user.click(screen.getByRole('button', { name: /^Change language/ }));
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(store.getState().compose.language).toBe('en');
    expect(screen.getByRole('button', { name: /^Change language/ })).toHaveFocus();
  });

  it('an instance without a language list (404) gets the built-in list', async () => {
    const user = userEvent.setup();
    const { api } = renderCompose();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    await user.click(screen.getByRole('button', { name: /^Change language/ }));
    await act(flush);
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(150);
  });

  it('the frequently used languages are listed first', async () => {
    const user = userEvent.setup();
    const { store, api } = renderCompose();
    api.get.mockRejectedValue(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    act(() => {
      store.dispatch(settingChanged({ path: ['frequentlyUsedLanguages'], value: { ja: 3, de: 7 } }));
    });
    await user.click(screen.getByRole('button', { name: /^Change language/ }));
    await act(flush);
    const codes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('lang'));
    expect(codes.slice(0, 2)).toEqual(['de', 'ja']);
  });

  it('posting counts the post language among the frequently used', async () => {
    const { store, api } = renderCompose();
    api.post.mockResolvedValue(ok(makeStatus('10')));
    act(() => {
      store.dispatch(composeChanged({ field: 'language', value: 'de' }));
      store.dispatch(composeChanged({ field: 'text', value: 'Hallo' }));
      store.dispatch(submitRequested());
    });
    await waitFor(() => expect(store.getState().settings.synced.frequentlyUsedLanguages).toEqual({ de: 1 }));
  });
});
