/** What other features may use of this one's state: intents, action creators, selectors, types. */
export {
  instanceFetched,
  selectInstance,
  selectTranslationLanguages,
  translationLanguagesFetched,
} from './slice';
