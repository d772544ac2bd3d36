/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { useRelationship } from './useRelationship';
export { relationshipsIntents } from './intents';
export { relationshipChanged, selectRelationship } from './slice';
export { selectProfileExtras } from './profileExtras';
