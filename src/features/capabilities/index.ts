/** What other features may use of this one; everything else in the folder is its own. */
export {
  capabilitiesReducer,
  capabilityLearned,
  selectCapability,
  type CapabilitiesState,
  type CapabilityFeature,
} from './slice';
