import { call, put } from 'typed-redux-saga/macro';
import type { CredentialAccount } from '../../api/entities';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { updateCredentials } from '../../api/endpoints/profile';
import { isApiError } from '../../api/errors';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { htmlToPlainText } from '../statuses/public';
import { fieldErrors, fieldRows, profileFormData, type ProfileFields } from './profileForm';
import { profileEditIntents } from './intents';
import { profileLoaded, profileSaved, profileSaveFailed } from './slice';

/** A credential account is an account whose `last_status_at` may be missing. */
const asAccount = (account: CredentialAccount) => ({
  ...account,
  last_status_at: account.last_status_at ?? null,
});

/** The form's values from the account; the bio as typed (`source.note`), else the shown one as text. */
export function profileFieldsOf(account: CredentialAccount): ProfileFields {
  return {
    display_name: account.display_name ?? '',
    note: account.source?.note ?? htmlToPlainText(account.note ?? ''),
    discoverable: account.discoverable === true,
    indexable: account.indexable === true,
    locked: account.locked === true,
    bot: account.bot === true,
    // The fields as typed (`source.fields`), else the shown ones with their links made text again.
    fields: fieldRows(
      account.source?.fields ??
        (account.fields ?? []).map((field) => ({
          name: field.name,
          value: htmlToPlainText(field.value ?? ''),
        })),
    ),
  };
}

function* load() {
  const { api } = yield* appServices();
  try {
    const account = yield* call(verifyCredentials, api);
    yield* put(entitiesImported({ accounts: [asAccount(account)] }));
    yield* put(profileLoaded(profileFieldsOf(account)));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* save({ payload }: ReturnType<typeof profileEditIntents.saveRequested>) {
  const { api } = yield* appServices();
  try {
    const account = yield* call(updateCredentials, api, profileFormData(payload.fields, payload.files));
    // The new name and pictures show wherever the account does: posts, notifications, the navigation.
    yield* put(entitiesImported({ accounts: [asAccount(account)] }));
    yield* put(profileSaved(profileFieldsOf(account)));
  } catch (error) {
    if (isApiError(error) && error.status === 422) {
      yield* put(profileSaveFailed({ errors: fieldErrors(error.body), message: error.error ?? null }));
      return;
    }
    yield* put(profileSaveFailed({ errors: {}, message: null }));
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof profileEditIntents> = {
  loadRequested: load,
  saveRequested: save,
};
