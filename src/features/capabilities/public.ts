/** What other features may use of this one's state: intents, action creators, selectors, types. */
export {
  capabilitiesReducer,
  capabilityLearned,
  selectCapability,
  type CapabilitiesState,
  type CapabilityFeature,
} from './slice';
