// The Drafts page lists the account's other drafts (newest first, what each is, its media and poll,
// when it changed), opens one into this tab's box (keeping what the box held) and deletes one after
// asking; other tabs' changes reach an open list.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ModalHost } from '../../../../../src/app/ModalHost';
import { createMemoryAccountDb } from '../../../../../src/db/memoryStore';
import { onDraftsChanged } from '../../../../../src/db/draftsChannel';
import type { ComposeDraft } from '../../../../../src/db/types';
import { DraftsLink } from '../../../../../src/features/compose/components/drafts/DraftsLink';
import { DraftsPage } from '../../../../../src/features/compose/components/drafts/DraftsPage';
import { composeSaga } from '../../../../../src/features/compose/sagas';
import { composeChanged, makeInitialCompose } from '../../../../../src/features/compose/slice';
import { modalClosed } from '../../../../../src/features/modals/public';
import { useAppDispatch, useAppSelector } from '../../../../../src/store/hooks';
import { composeBoxFeatures, fakeApi, makeTestStore, signedInAuth } from '../../../fixtures';
import { renderWithProviders } from '../../../components/render';

const draft = (status: string, updatedAt: number, extra: Partial<ComposeDraft> = {}): ComposeDraft => ({
  params: { status, sensitive: false },
  spoiler: false,
  updatedAt,
  ...extra,
});

function Modals() {
  const stack = useAppSelector((state) => state.modals.stack);
  const dispatch = useAppDispatch();
  return <ModalHost stack={stack} onClose={() => dispatch(modalClosed())} />;
}

async function setup() {
  const db = createMemoryAccountDb(`drafts-page-${Math.random()}`);
  const now = Date.now();
  await db.putDraft('tab-a', draft('Written in tab A\nsecond line\nthird line\nfourth line', now - 60_000));
  await db.putDraft(
    'tab-b',
    draft('@bob sure', now - 3_600_000, {
      params: { status: '@bob sure', sensitive: false, in_reply_to_id: '7', media_ids: ['m1', 'm2'] },
      replyToAcct: 'bob',
      media: [
        { id: 'm1', type: 'image', url: null, preview_url: null, description: '', focus: null },
        { id: 'm2', type: 'image', url: null, preview_url: null, description: '', focus: null },
      ],
    }),
  );
  await db.putDraft(
    'tab-c',
    draft('behind a warning', now - 86_400_000 * 3, {
      params: {
        status: 'behind a warning',
        sensitive: false,
        spoiler_text: 'Spoilers',
        poll: { options: ['a', 'b'], expires_in: 300, multiple: false },
      },
      spoiler: true,
      editedStatusId: '40',
    }),
  );
  await db.putDraft('mine', draft('the box’s own text', now));
  const made = makeTestStore(
    { api: fakeApi(), db },
    {
      auth: signedInAuth('1'),
      compose: { ...makeInitialCompose(undefined, 'mine'), text: 'the box’s own text' },
    },
  );
  made.runSaga(composeSaga);
  made.runSaga(composeBoxFeatures);
  renderWithProviders(
    <Provider store={made.store}>
      <DraftsPage />
      <Modals />
    </Provider>,
  );
  const list = await screen.findByRole('list', { name: 'Unsent drafts' });
  return { ...made, db, list };
}

describe('the Drafts page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the other drafts newest first with what each is, its media, poll and time; the box’s own is not listed', async () => {
    const { list } = await setup();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('New post');
    expect(items[0]).toHaveTextContent('Written in tab A second line third line');
    expect(items[0]).not.toHaveTextContent('fourth line');
    expect(items[0]).toHaveTextContent('1m');
    expect(items[1]).toHaveTextContent('Reply to @bob');
    expect(items[1]).toHaveTextContent('2 attachments');
    expect(items[2]).toHaveTextContent('Edit of a post');
    expect(items[2]).toHaveTextContent('Spoilers');
    expect(items[2]).not.toHaveTextContent('behind a warning');
    expect(items[2]).toHaveTextContent('Poll');
    expect(list).not.toHaveTextContent('the box’s own text');
  });

  it('Open takes the draft into this box under its session; what the box held stays a draft of its own', async () => {
    const user = userEvent.setup();
    const { list, store, db } = await setup();
    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(store.getState().compose.text).toMatch(/^Written in tab A/));
    const { session } = store.getState().compose;
    expect(session).not.toBe('mine');
    expect(await db.getDraft('tab-a')).toBeUndefined();
    expect((await db.getDraft(session))?.params.status).toMatch(/^Written in tab A/);
    expect((await db.getDraft('mine'))?.params.status).toBe('the box’s own text');
    // The list now shows the box's earlier text, and no longer the opened draft.
    await waitFor(() => expect(list).toHaveTextContent('the box’s own text'));
    expect(list).not.toHaveTextContent('Written in tab A');
  });

  it('Delete asks first; Cancel keeps it, Delete removes it from the database and the list', async () => {
    const user = userEvent.setup();
    const { list, db } = await setup();
    const second = () => within(list).getAllByRole('listitem')[1];
    await user.click(within(second()).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.getDraft('tab-b')).toBeDefined();
    await user.click(within(second()).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(list).not.toHaveTextContent('Reply to @bob'));
    expect(await db.getDraft('tab-b')).toBeUndefined();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('follows another tab: a draft posted there leaves the open list, one saved there joins it', async () => {
    const { list, db } = await setup();
    // Another tab writes the account's drafts and announces it; the open list reads them again.
    await act(async () => {
      await db.deleteDraft('tab-a');
    });
    await waitFor(() => expect(list).not.toHaveTextContent('Written in tab A'));
    await act(async () => {
      await db.putDraft('tab-d', draft('typed in a fourth tab', Date.now()));
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('typed in a fourth tab'),
    );
  });

  it('says so when there is no other draft', async () => {
    const db = createMemoryAccountDb(`drafts-empty-${Math.random()}`);
    const made = makeTestStore({ api: fakeApi(), db }, { auth: signedInAuth('1') });
    made.runSaga(composeSaga);
    made.runSaga(composeBoxFeatures);
    made.store.dispatch(composeChanged({ field: 'text', value: 'only the box' }));
    renderWithProviders(
      <Provider store={made.store}>
        <DraftsPage />
      </Provider>,
    );
    expect(await screen.findByText(/^No drafts\./)).toBeInTheDocument();
  });
});

describe('the drafts channel', () => {
  it('a message another tab posts on the account’s channel reaches this tab’s listeners', async () => {
    const heard = jest.fn();
    const stop = onDraftsChanged('fedideck-someone@server', heard);
    const otherTab = new BroadcastChannel('fedideck-drafts:fedideck-someone@server');
    otherTab.postMessage('drafts-changed');
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    otherTab.close();
    stop();
  });
});

describe('the compose box’s Drafts link', () => {
  const summary = { session: 's', text: 't', spoilerText: '', media: 0, poll: false, updatedAt: 1 };
  function renderLink(drafts: (typeof summary)[] | undefined) {
    const made = makeTestStore({}, { auth: signedInAuth('1'), compose: { ...makeInitialCompose(), drafts } });
    return renderWithProviders(
      <Provider store={made.store}>
        <DraftsLink />
      </Provider>,
    );
  }

  it('shows only while there is a draft other than the box’s own, with the count', () => {
    const { unmount } = renderLink([]);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderLink([summary, { ...summary, session: 't' }]);
    const link = screen.getByRole('link', { name: /Drafts/ });
    expect(link).toHaveAttribute('href', '/drafts');
    expect(link).toHaveTextContent('2 other drafts');
  });
});
