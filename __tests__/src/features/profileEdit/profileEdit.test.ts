import { ApiError } from '../../../../src/api/errors';
import { lazyFeaturesSaga } from '../../../../src/store/lazyFeatures';
import { fieldErrors, fieldRows, profileFormData } from '../../../../src/features/profileEdit/profileForm';
import { profileFieldsOf } from '../../../../src/features/profileEdit/workers';
import { profileEditIntents } from '../../../../src/features/profileEdit/intents';
import { selectProfileEdit } from '../../../../src/features/profileEdit/slice';
import { fakeApi, makeAccount, makeTestStore, settle, signedInAuth } from '../../fixtures';

const fields = {
  display_name: 'New name',
  note: 'Hello\nthere',
  discoverable: true,
  indexable: false,
  locked: true,
  bot: false,
  fields: fieldRows([{ name: 'Site', value: 'https://me.example' }]),
};

describe('the profile form data', () => {
  it('sends the name, the bio as typed, every flag as true or false and the four field rows', () => {
    const form = profileFormData(fields);
    expect(Object.fromEntries(form.entries())).toEqual({
      display_name: 'New name',
      note: 'Hello\nthere',
      discoverable: 'true',
      indexable: 'false',
      locked: 'true',
      bot: 'false',
      'fields_attributes[0][name]': 'Site',
      'fields_attributes[0][value]': 'https://me.example',
      // An emptied row goes empty, so the server drops the field it held.
      'fields_attributes[1][name]': '',
      'fields_attributes[1][value]': '',
      'fields_attributes[2][name]': '',
      'fields_attributes[2][value]': '',
      'fields_attributes[3][name]': '',
      'fields_attributes[3][value]': '',
    });
  });

  it('the form always has four field rows: the account’s in order, then empty ones; never more', () => {
    expect(fieldRows(undefined)).toHaveLength(4);
    const many = Array.from({ length: 6 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    expect(fieldRows(many).map((row) => row.name)).toEqual(['n0', 'n1', 'n2', 'n3']);
  });

  it('the fields are read as typed (source.fields), else from the shown ones with links made text', () => {
    const shown = makeAccount('1', {
      fields: [{ name: 'Site', value: '<a href="https://me.example">me.example</a>', verified_at: null }],
    });
    expect(profileFieldsOf(shown as never).fields[0]).toEqual({ name: 'Site', value: 'me.example' });
    const typed = { ...shown, source: { note: '', fields: [{ name: 'Pronouns', value: 'they/them' }] } };
    expect(profileFieldsOf(typed as never).fields.slice(0, 2)).toEqual([
      { name: 'Pronouns', value: 'they/them' },
      { name: '', value: '' },
    ]);
  });

  it('sends a picture only when one was picked, as a file', () => {
    expect(profileFormData(fields).has('avatar')).toBe(false);
    const avatar = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    // The test environment's FormData is Node's, which does not know jsdom's File: the call is what counts.
    const append = jest.spyOn(FormData.prototype, 'append');
    const form = profileFormData(fields, { avatar });
    expect(append).toHaveBeenCalledWith('avatar', avatar);
    expect(form.has('header')).toBe(false);
    append.mockRestore();
  });
});

describe("the server's refusals by field", () => {
  it("reads a 422's details into messages per field", () => {
    const body = JSON.stringify({
      error: 'Validation failed: Display name is too long (maximum is 30 characters)',
      details: {
        display_name: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 30 characters)' }],
      },
    });
    expect(fieldErrors(body)).toEqual({ display_name: ['is too long (maximum is 30 characters)'] });
  });

  it('tolerates a body without details, or no JSON at all', () => {
    expect(fieldErrors('{"error":"nope"}')).toEqual({});
    expect(fieldErrors('<html>')).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api }, { auth: signedInAuth('1') });
  made.runSaga(lazyFeaturesSaga);
  return { ...made, api };
}

describe('saving the profile', () => {
  it('patches update_credentials as multipart; the saved account updates everywhere', async () => {
    const { store, api } = setup();
    api.patch.mockResolvedValue({
      data: {
        ...makeAccount('1', { display_name: 'New name', avatar: 'http://localhost/new.png' }),
        source: { note: 'Hello' },
      },
      status: 200,
      links: {},
      headers: new Headers(),
    });
    store.dispatch(profileEditIntents.saveRequested({ fields, files: {} }));
    await settle();
    const [path, options] = api.patch.mock.calls[0] ?? [];
    expect(path).toBe('/api/v1/accounts/update_credentials');
    expect(options?.form).toBeInstanceOf(FormData);
    expect(store.getState().accounts.entities['1']?.display_name).toBe('New name');
    expect(store.getState().accounts.entities['1']?.avatar).toBe('http://localhost/new.png');
    expect(selectProfileEdit(store.getState())).toMatchObject({ isSaving: false, saved: true, errors: {} });
  });

  it("a 422 shows the server's words by their fields and keeps what was typed", async () => {
    const { store, api } = setup();
    api.patch.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        error: 'Validation failed: Note is too long (maximum is 500 characters)',
        body: JSON.stringify({
          error: 'Validation failed: Note is too long (maximum is 500 characters)',
          details: {
            note: [{ error: 'ERR_TOO_LONG', description: 'is too long (maximum is 500 characters)' }],
          },
        }),
      }),
    );
    store.dispatch(profileEditIntents.saveRequested({ fields, files: {} }));
    await settle();
    expect(selectProfileEdit(store.getState())).toMatchObject({
      isSaving: false,
      saved: false,
      errors: { note: ['is too long (maximum is 500 characters)'] },
    });
    expect(store.getState().alerts).toHaveLength(0);
  });
});
