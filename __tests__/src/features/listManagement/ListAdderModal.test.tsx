import { act, fireEvent, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { ListAdderModal } from '../../../../src/features/listManagement/components/ListAdderModal';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { renderWithProviders } from '../../components/render';
import { answer, fakeApi, flush, makeAccount, makeTestStore, signedInAuth } from '../../fixtures';

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await act(flush);
};

async function setup() {
  const api = fakeApi();
  api.get.mockImplementation(async (path: string) =>
    answer(
      path === '/api/v1/lists'
        ? [
            { id: 'l1', title: 'Friends' },
            { id: 'l2', title: 'Work' },
          ]
        : [{ id: 'l2', title: 'Work' }],
    ),
  );
  api.post.mockResolvedValue(answer({}));
  api.delete.mockResolvedValue(answer({}));
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  // The lists fetch watcher of the lists feature (the modal asks for the lists too).
  const { listsSaga } = await import('../../../../src/features/lists/sagas');
  made.runSaga(listsSaga);
  made.store.dispatch(entitiesImported({ accounts: [makeAccount('a5', { acct: 'alice' })] }));
  renderWithProviders(
    <Provider store={made.store}>
      <ListAdderModal accountId="a5" onClose={jest.fn()} titleId="t" />
    </Provider>,
  );
  await settle();
  return { ...made, api };
}

describe('LIST_ADDER', () => {
  it('shows a checkbox per list, checked for the lists that hold the account', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: 'Add @alice to lists' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Friends' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Work' })).toBeChecked();
  });

  it('checking a list adds the account to it, unchecking removes it', async () => {
    const { api } = await setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friends' }));
    await settle();
    expect(api.post).toHaveBeenCalledWith('/api/v1/lists/l1/accounts', { json: { account_ids: ['a5'] } });
    expect(screen.getByRole('checkbox', { name: 'Friends' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Work' }));
    await settle();
    expect(api.delete).toHaveBeenCalledWith('/api/v1/lists/l2/accounts', { json: { account_ids: ['a5'] } });
    expect(screen.getByRole('checkbox', { name: 'Work' })).not.toBeChecked();
  });

  it('a new list made in place is created, holds the account and shows checked', async () => {
    const { api } = await setup();
    api.post
      .mockResolvedValueOnce(answer({ id: 'l3', title: 'Artists', replies_policy: 'list', exclusive: false }))
      .mockResolvedValueOnce(answer({}));
    fireEvent.change(screen.getByRole('textbox', { name: 'New list name' }), {
      target: { value: 'Artists' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await settle();
    expect(api.post).toHaveBeenNthCalledWith(1, '/api/v1/lists', {
      json: { title: 'Artists', replies_policy: 'list', exclusive: false },
    });
    expect(screen.getByRole('checkbox', { name: 'Artists' })).toBeChecked();
  });
});
