import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { extendComposeReducer, makeInitialCompose, type ComposeState } from '../slice';

/** The picker opened: the instance's list of languages is wanted (asked once). */
export const languagesRequested = createAction('compose/languages/requested');
/** The instance's languages (empty: it has no list, the built-in one is used). */
export const languagesFetched = createAction<string[]>('compose/languages/fetched');

function languageReducer(state: ComposeState = makeInitialCompose(), action: UnknownAction): ComposeState {
  if (languagesFetched.match(action)) return { ...state, instance_languages: action.payload };
  return state;
}

extendComposeReducer(languageReducer);
