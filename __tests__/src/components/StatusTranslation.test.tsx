import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { translationLanguagesFetched } from '../../../src/features/instance/slice';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { canTranslate } from '../../../src/features/statuses/components/StatusTranslation';
import { localFieldsSet } from '../../../src/features/statuses/slice';
import { makeStatus, makeTestStore, signedInAuth } from '../fixtures';

function setup(language: string, languages: Record<string, string[]> | null) {
  const { store, actions } = makeTestStore({}, { auth: signedInAuth('1') });
  store.dispatch(
    entitiesImported({ statuses: [makeStatus('10', { language, content: '<p>Hallo Welt</p>' })] }),
  );
  if (languages) store.dispatch(translationLanguagesFetched(languages));
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>
          <StatusContainer id="10" filterContext="home" />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { store, actions };
}

describe('translation of a post', () => {
  it('pairs are compared by base language', () => {
    expect(canTranslate({ de: ['en', 'fr'] }, 'de-AT', 'en-GB')).toBe(true);
    expect(canTranslate({ de: ['fr'] }, 'de', 'en')).toBe(false);
    expect(canTranslate(null, 'de', 'en')).toBe(false);
  });

  it('asks the instance for its languages once a post in another language shows', async () => {
    const { actions } = setup('de', null);
    // The translation part of a post loads after the first frame with posts is drawn.
    await waitFor(() =>
      expect(actions.map((a) => a.payload)).toContainEqual({ statusId: '10', kind: 'translationLanguages' }),
    );
  });

  it('offers Translate where the instance translates the pair, then shows the sanitised translation', async () => {
    const { store } = setup('de', { de: ['en'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    act(() => {
      store.dispatch(
        localFieldsSet({
          statusId: '10',
          translation: {
            content: '<p>Hello world<script>alert(1)</script></p>',
            detected_source_language: 'de',
            language: 'en',
            provider: 'Demo',
            spoiler_text: '',
            media_attachments: [],
          },
        }),
      );
    });
    expect(screen.getByText('Hello world')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/Translated from German using Demo/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.queryByText('Hello world')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Translate' })).toBeInTheDocument();
  });

  it('offers nothing for a post in the interface language, or a pair the instance lacks', async () => {
    setup('en', { en: ['de'] });
    setup('fr', { de: ['en'] });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('button', { name: 'Translate' })).not.toBeInTheDocument();
  });
});
