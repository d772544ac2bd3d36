import { ApiError } from '../../../../src/api/errors';
import { aboutIntents } from '../../../../src/features/about/intents';
import { selectAbout } from '../../../../src/features/about/slice';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fakeApi, makeTestStore } from '../../fixtures';

const ok = <T>(data: T) => ({ data, status: 200, links: {}, headers: new Headers() });
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('condition never held');
};

function setup(answers: Record<string, () => Promise<unknown>>) {
  const api = fakeApi();
  api.get.mockImplementation(((path: string) =>
    (answers[path] ?? (() => Promise.reject(new Error(path))))()) as never);
  // A visitor: the about page asks nothing that needs an account.
  const made = makeTestStore({ api });
  made.runSaga(lazyFeaturesSaga);
  made.store.dispatch(aboutIntents.fetchRequested());
  return { ...made, api, about: () => selectAbout(made.store.getState()) };
}

describe('the about page', () => {
  it('a server that does not show its moderated domains (404) has them not shown, without an alert', async () => {
    const { about, actions } = setup({
      '/api/v1/instance/extended_description': async () =>
        ok({ content: '<p>Hello</p>', updated_at: '2026-01-01' }),
      '/api/v1/instance/domain_blocks': () => Promise.reject(new ApiError({ kind: 'http', status: 404 })),
    });
    await waitFor(() => about().loaded);
    expect(about()).toMatchObject({ extended: { content: '<p>Hello</p>' }, domainBlocks: null });
    expect(actions.some((a) => a.type === 'alerts/shown')).toBe(false);
  });

  it('lists the moderated domains the server shows, and an empty description is none', async () => {
    const { about } = setup({
      '/api/v1/instance/extended_description': async () => ok({ content: '  ', updated_at: '2026-01-01' }),
      '/api/v1/instance/domain_blocks': async () =>
        ok([{ domain: 'bad.example', digest: 'x', severity: 'suspend', comment: 'spam' }, { digest: 'y' }]),
    });
    await waitFor(() => about().loaded);
    expect(about().extended).toBeNull();
    expect(about().domainBlocks?.map((block) => block.domain)).toEqual(['bad.example']);
  });

  it('another failure alerts and the rest still shows', async () => {
    const { about, actions } = setup({
      '/api/v1/instance/extended_description': () =>
        Promise.reject(new ApiError({ kind: 'http', status: 500 })),
      '/api/v1/instance/domain_blocks': async () => ok([]),
    });
    await waitFor(() => about().loaded);
    expect(about().domainBlocks).toEqual([]);
    await waitFor(() => actions.some((a) => a.type === 'alerts/shown'));
  });
});
