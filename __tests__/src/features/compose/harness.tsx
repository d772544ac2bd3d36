import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Instance } from '../../../../src/api/entities';
import { I18nProvider } from '../../../../src/app/i18n';
import { ComposeArea } from '../../../../src/features/compose/components/ComposeArea';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { composeBoxSaga } from '../../../../src/features/compose/boxSaga';
import { instanceFetched } from '../../../../src/features/instance';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

/** The compose box on a signed-in store with its sagas, optionally with the instance's poll limits. */
export function renderCompose(
  { polls }: { polls?: { max_options: number; max_characters_per_option: number } } = {},
  preloaded: Parameters<typeof makeTestStore>[1] = {},
) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1'), ...preloaded });
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxSaga);
  if (polls) made.store.dispatch(instanceFetched({ configuration: { polls } } as unknown as Instance));
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={location.hook}>
          <ComposeArea />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, api, view };
}
