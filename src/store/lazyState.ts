import type { AboutState } from '../features/about/slice';
import type { AccountListsState } from '../features/accountLists/slice';
import type { AnnouncementsState } from '../features/announcements/slice';
import type { ComposeSuggestionsState } from '../features/compose/autocomplete/slice';
import type { ContextsState } from '../features/contexts/slice';
import type { ConversationsState } from '../features/conversations/slice';
import type { EmojiState } from '../features/emoji/slice';
import type { ExploreState } from '../features/explore/slice';
import type { FilterEditorState } from '../features/filterSettings/slice';
import type { ListManagementState } from '../features/listManagement/slice';
import type { SafetyListsState } from '../features/moderation/safetyLists';
import type { NotificationRequestsState } from '../features/notificationRequests/slice';
import type { NotificationRowsState } from '../features/notifications/rows';
import type { PictureInPictureState } from '../features/player/slice';
import type { ProfileEditState } from '../features/profileEdit/slice';
import type { PushState } from '../features/push/slice';
import type { ProfilesState } from '../features/relationships/profileExtras';
import type { RelationshipsState } from '../features/relationships/slice';
import type { SearchState } from '../features/search/slice';
import type { StatusHistoryState } from '../features/statuses/history';
import type { QuoteListsState } from '../features/statuses/quotes';
import type { StatusListsState } from '../features/statusLists/slice';
import type { TagsState } from '../features/tags/slice';
import type { TrendsState } from '../features/trends/slice';

/**
 * The slices a store gets later, when the view or feature that uses them loads (`injectSlice`): each is
 * optional in the state, so a selector reads it typed and falls back to its initial state until then.
 */
export interface LazyState {
  about: AboutState;
  accountLists: AccountListsState;
  announcements: AnnouncementsState;
  composeSuggestions: ComposeSuggestionsState;
  contexts: ContextsState;
  conversations: ConversationsState;
  emoji: EmojiState;
  explore: ExploreState;
  filterEditor: FilterEditorState;
  listManagement: ListManagementState;
  notificationRequests: NotificationRequestsState;
  notificationRows: NotificationRowsState;
  pictureInPicture: PictureInPictureState;
  profileEdit: ProfileEditState;
  profiles: ProfilesState;
  push: PushState;
  quoteLists: QuoteListsState;
  relationships: RelationshipsState;
  safetyLists: SafetyListsState;
  search: SearchState;
  statusHistory: StatusHistoryState;
  statusLists: StatusListsState;
  tags: TagsState;
  trends: TrendsState;
}
