/** What other features may use of this one; everything else in the folder is its own. */
export { FollowButton, followMessages } from './components/FollowButton';
export { useRelationship } from './useRelationship';
export {
  endorseRequested,
  followRequested,
  noteRequested,
  removeFromFollowersRequested,
  unblockRequested,
  unmuteRequested,
  relationshipChanged,
  unfollowRequested,
  selectRelationship,
} from './slice';
export { PROFILES_KEY, profileExtrasRequested, profilesReducer, selectProfileExtras } from './profileExtras';
