import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { ProfileEditPage } from '../../../../src/features/profileEdit/components/ProfileEditPage';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { answer, fakeApi, makeAccount, makeTestStore, settle, signedInAuth } from '../../fixtures';

function setup() {
  const api = fakeApi();
  const account = {
    ...makeAccount('1', { display_name: 'Me' }),
    source: { note: 'Hi', fields: [{ name: 'Pronouns', value: 'they/them', verified_at: null }] },
  };
  api.get.mockResolvedValue(answer(account));
  api.patch.mockResolvedValue(answer(account));
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <ProfileEditPage />
      </I18nProvider>
    </Provider>,
  );
  return { ...made, api };
}

describe('the profile editor', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:picked');
    URL.revokeObjectURL = jest.fn();
  });

  it('edits the four profile fields, filled from the account, and sends them as fields_attributes', async () => {
    const { api } = setup();
    await act(settle);
    expect(await screen.findByRole('textbox', { name: 'Label 1' })).toHaveValue('Pronouns');
    expect(screen.getByRole('textbox', { name: 'Content 1' })).toHaveValue('they/them');
    expect(screen.getAllByRole('textbox', { name: /^Label \d$/ })).toHaveLength(4);
    fireEvent.change(screen.getByRole('textbox', { name: 'Label 2' }), { target: { value: 'Site' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content 2' }), {
      target: { value: 'https://me.example' },
    });
    const append = jest.spyOn(FormData.prototype, 'append');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(settle);
    expect(api.patch).toHaveBeenCalled();
    expect(append).toHaveBeenCalledWith('fields_attributes[1][name]', 'Site');
    expect(append).toHaveBeenCalledWith('fields_attributes[1][value]', 'https://me.example');
    expect(append).toHaveBeenCalledWith('fields_attributes[0][name]', 'Pronouns');
    append.mockRestore();
  });

  it('a picture is picked through a labelled button over the hidden file input; its preview shows and Remove takes it back', async () => {
    setup();
    await act(settle);
    const input = await screen.findByLabelText('Profile picture: Choose a picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveClass('profile-edit__file');
    // The visible control is the styled label of that input.
    expect(screen.getAllByText('Choose a picture')[0].closest('label')).toHaveAttribute('for', input.id);
    expect(screen.queryByRole('button', { name: 'Profile picture: Remove' })).toBeNull();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(screen.getByRole('img', { name: 'New profile picture' })).toHaveAttribute('src', 'blob:picked');
    fireEvent.click(screen.getByRole('button', { name: 'Profile picture: Remove' }));
    expect(screen.queryByRole('img', { name: 'New profile picture' })).toBeNull();
  });
});
