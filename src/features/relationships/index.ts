/** What other features may use of this one; everything else in the folder is its own. */
export { FollowButton, followMessages } from './components/FollowButton';
export { useRelationship } from './useRelationship';
export { relationshipsIntents } from './intents';
export { relationshipChanged, selectRelationship } from './slice';
export { selectProfileExtras } from './profileExtras';
