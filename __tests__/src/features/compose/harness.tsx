import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Instance } from '../../../../src/api/entities';
import { I18nProvider } from '../../../../src/app/i18n';
import { ComposeArea } from '../../../../src/features/compose/components/ComposeArea';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { instanceFetched } from '../../../../src/features/instance/public';
import { VisibilityModal } from '../../../../src/features/compose/components/VisibilityModal';
import { ModalRoot } from '../../../../src/features/modals/components/ModalRoot';
import type { ModalComponent } from '../../../../src/features/modals/components/modalTypes';
import { modalClosed, selectModalStack } from '../../../../src/features/modals/slice';
import { useAppDispatch, useAppSelector } from '../../../../src/store/hooks';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

/** The composer's own dialog ("Visibility and interactions") over the box, as the app's modal host shows it. */
function ComposeModals() {
  const dispatch = useAppDispatch();
  const stack = useAppSelector(selectModalStack);
  return (
    <ModalRoot
      stack={stack}
      onClose={() => dispatch(modalClosed())}
      registry={{ VISIBILITY: VisibilityModal as ModalComponent }}
    />
  );
}

/** The compose box on a signed-in store with its sagas, optionally with the instance's poll limits. */
export function renderCompose(
  { polls }: { polls?: { max_options: number; max_characters_per_option: number } } = {},
  preloaded: Parameters<typeof makeTestStore>[1] = {},
) {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1'), ...preloaded });
  made.runSaga(composeSaga);
  // The registry starts the compose box's own watchers once it is drawn, and its parts' features
  // with their first intents, as the app does.
  made.runSaga(lazyFeaturesSaga);
  if (polls) made.store.dispatch(instanceFetched({ configuration: { polls } } as unknown as Instance));
  const location = memoryLocation({ path: '/', record: true });
  const view = render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={location.hook}>
          <ComposeArea />
          <ComposeModals />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, api, view };
}
