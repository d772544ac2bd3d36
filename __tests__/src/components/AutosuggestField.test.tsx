import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../src/app/i18n';
import { AutosuggestField } from '../../../src/features/compose/components/AutosuggestField';
import { composeSuggestionsReady } from '../../../src/features/compose/autocomplete/slice';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { makeAccount, makeTestStore } from '../fixtures';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <AutosuggestField as="textarea" aria-label="Post" value={value} onValueChange={setValue} />;
}

function setup() {
  jest.useFakeTimers();
  const made = makeTestStore();
  render(
    <I18nProvider>
      <Provider store={made.store}>
        <Field />
      </Provider>
    </I18nProvider>,
  );
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Post' });
  const type = (text: string) => {
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: text } });
  };
  const requests = () => made.actions.filter((a) => a.type === 'compose/suggestionsRequested');
  return { ...made, box, type, requests };
}

afterEach(() => jest.useRealTimers());

describe('AutosuggestField', () => {
  it('asks for suggestions once typing pauses for 200 ms', () => {
    const { type, requests } = setup();
    type('hi @al');
    act(() => jest.advanceTimersByTime(150));
    type('hi @ali');
    act(() => jest.advanceTimersByTime(199));
    expect(requests()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(requests()).toEqual([
      { type: 'compose/suggestionsRequested', payload: { token: '@ali', locale: 'en' } },
    ]);
  });

  it('shows the suggestions as a listbox the arrows move in; Enter picks "@acct "', () => {
    const { store, box, type } = setup();
    type('hi @al');
    act(() => {
      store.dispatch(
        entitiesImported({
          accounts: [makeAccount('1', { acct: 'alan' }), makeAccount('2', { acct: 'alice' })],
        }),
      );
      store.dispatch(
        composeSuggestionsReady({
          token: '@al',
          items: [
            { type: 'account', id: '1', acct: 'alan' },
            { type: 'account', id: '2', acct: 'alice' },
          ],
        }),
      );
    });
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('hi @alice ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Tab picks too: a custom emoji is written as ":code: "', () => {
    const { store, box, type } = setup();
    type(':blo');
    act(() => {
      store.dispatch(
        composeSuggestionsReady({
          token: ':blo',
          items: [
            {
              type: 'emoji',
              emoji: {
                kind: 'custom',
                key: ':blob:',
                shortcode: 'blob',
                url: 'https://x/b.png',
                staticUrl: 'https://x/b.png',
                category: '',
              },
            },
          ],
        }),
      );
    });
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box).toHaveValue(':blob: ');
  });

  it('a hashtag that matches what was typed exactly (case aside) is ignored instead of selected', () => {
    const { store, box, type } = setup();
    type('#Fediverse');
    act(() => {
      store.dispatch(
        composeSuggestionsReady({ token: '#Fediverse', items: [{ type: 'hashtag', name: 'fediverse' }] }),
      );
    });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue('#Fediverse ');
  });

  it('Escape closes the list and keeps the text', () => {
    const { store, box, type } = setup();
    type('#fed');
    act(() => {
      store.dispatch(
        composeSuggestionsReady({ token: '#fed', items: [{ type: 'hashtag', name: 'fediverse' }] }),
      );
    });
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('#fed');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });
});
