import { lazy, Suspense } from 'react';
import { MODAL_COMPONENTS, ModalRoot } from '../features/modals/components/ModalRoot';
import type {
  ModalComponent,
  ModalComponentProps,
  ModalEntry,
  ModalHandlers,
} from '../features/modals/components/modalTypes';

const ShortcutsModal = lazy(() =>
  import('./keyboard/ShortcutsModal').then((m) => ({ default: m.ShortcutsModal })),
);
const ConfirmDeleteDraftModal = lazy(() =>
  import('../features/compose/components/drafts/ConfirmDeleteDraftModal').then((m) => ({
    default: m.ConfirmDeleteDraftModal,
  })),
);
const HistoryModal = lazy(() =>
  import('../features/statuses/components/HistoryModal').then((m) => ({ default: m.HistoryModal })),
);
const MediaModal = lazy(() =>
  import('../features/statuses/components/MediaModal').then((m) => ({ default: m.MediaModal })),
);
const BoostModal = lazy(() =>
  import('../features/statuses/components/PostModals').then((m) => ({ default: m.BoostModal })),
);
const DeprecatedSettingsModal = lazy(() =>
  import('../features/settings/components/DeprecatedSettingsModal').then((m) => ({
    default: m.DeprecatedSettingsModal,
  })),
);
const FavouriteModal = lazy(() =>
  import('../features/statuses/components/PostModals').then((m) => ({ default: m.FavouriteModal })),
);
const ConfirmQuietQuoteModal = lazy(() =>
  import('../features/statuses/components/PostModals').then((m) => ({ default: m.ConfirmQuietQuoteModal })),
);
const MediaEditModal = lazy(() =>
  import('../features/compose/components/media/MediaEditModal').then((m) => ({ default: m.MediaEditModal })),
);

// A post's menu: its dialogs, each its own chunk.
const lazyModal = (load: () => Promise<ModalComponent>) => {
  const Component = lazy(() => load().then((component) => ({ default: component })));
  return (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
};
const POST_MENU_MODALS = {
  ACTIONS: lazyModal(() =>
    import(/* webpackChunkName: "post-menu" */ '../features/statuses/components/menu/ActionSheet').then(
      (m) => m.ActionSheet as ModalComponent,
    ),
  ),
  CONFIRM_DELETE_STATUS: lazyModal(() =>
    import(
      /* webpackChunkName: "post-menu" */ '../features/statuses/components/menu/ConfirmDeleteModal'
    ).then((m) => m.ConfirmDeleteModal as ModalComponent),
  ),
  QUOTE_POLICY: lazyModal(() =>
    import(/* webpackChunkName: "post-menu" */ '../features/statuses/components/menu/QuotePolicyModal').then(
      (m) => m.QuotePolicyModal as ModalComponent,
    ),
  ),
  MUTE: lazyModal(() =>
    import(/* webpackChunkName: "moderation" */ '../features/moderation/components/MuteModal').then(
      (m) => m.MuteModal as ModalComponent,
    ),
  ),
  BLOCK: lazyModal(() =>
    import(/* webpackChunkName: "moderation" */ '../features/moderation/components/BlockModal').then(
      (m) => m.BlockModal as ModalComponent,
    ),
  ),
  REPORT: lazyModal(() =>
    import(/* webpackChunkName: "moderation" */ '../features/moderation/components/ReportModal').then(
      (m) => m.ReportModal as ModalComponent,
    ),
  ),
  CONFIRM_NOTIFICATIONS: lazyModal(() =>
    import('../features/notificationRequests/components/ConfirmNotificationsModal').then(
      (m) => m.ConfirmNotificationsModal as ModalComponent,
    ),
  ),
  FILTER: lazyModal(() =>
    import(/* webpackChunkName: "moderation" */ '../features/moderation/components/FilterModal').then(
      (m) => m.FilterModal as ModalComponent,
    ),
  ),
  LIST_ADDER: lazyModal(() =>
    import(
      /* webpackChunkName: "list-management" */ '../features/listManagement/components/ListAdderModal'
    ).then((m) => m.ListAdderModal as ModalComponent),
  ),
  CONFIRM_DELETE_LIST: lazyModal(() =>
    import(
      /* webpackChunkName: "list-management" */ '../features/listManagement/components/ConfirmDeleteListModal'
    ).then((m) => m.ConfirmDeleteListModal as ModalComponent),
  ),
  VISIBILITY: lazyModal(() =>
    import('../features/compose/components/VisibilityModal').then((m) => m.VisibilityModal as ModalComponent),
  ),
  CONFIRM_LOG_OUT: lazyModal(() =>
    import('../features/auth/components/ConfirmSignOutModal').then(
      (m) => m.ConfirmSignOutModal as ModalComponent,
    ),
  ),
  CONFIRM_DELETE_FILTER: lazyModal(() =>
    import('../features/filterSettings/components/pages').then(
      (m) => m.ConfirmDeleteFilterModal as ModalComponent,
    ),
  ),
};

/** The modals the app shell adds to the features' own: each loads when first opened. */
const REGISTRY = {
  ...MODAL_COMPONENTS,
  ...POST_MENU_MODALS,
  KEYBOARD_SHORTCUTS: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ShortcutsModal {...props} />
    </Suspense>
  ),
  CONFIRM_DELETE_DRAFT: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ConfirmDeleteDraftModal {...props} />
    </Suspense>
  ),
  STATUS_HISTORY: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <HistoryModal {...props} />
    </Suspense>
  ),
  MEDIA: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <MediaModal {...props} />
    </Suspense>
  ),
  BOOST: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <BoostModal {...props} />
    </Suspense>
  ),
  DEPRECATED_SETTINGS: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <DeprecatedSettingsModal {...props} />
    </Suspense>
  ),
  FAVOURITE: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <FavouriteModal {...props} />
    </Suspense>
  ),
  CONFIRM_QUIET_QUOTE: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ConfirmQuietQuoteModal {...props} />
    </Suspense>
  ),
  FOCAL_POINT: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <MediaEditModal {...props} />
    </Suspense>
  ),
};

/** The modal stack with every registered modal: loaded with the first modal opened. */
export function ModalHost(props: { stack: readonly ModalEntry[]; onClose: () => void } & ModalHandlers) {
  return <ModalRoot {...props} registry={REGISTRY} />;
}
