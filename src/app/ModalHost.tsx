import { lazy, Suspense } from 'react';
import { MODAL_COMPONENTS, ModalRoot } from '../features/modals/components/ModalRoot';
import type {
  ModalComponentProps,
  ModalEntry,
  ModalHandlers,
} from '../features/modals/components/modalTypes';

const ShortcutsModal = lazy(() =>
  import('./keyboard/ShortcutsModal').then((m) => ({ default: m.ShortcutsModal })),
);
const ReplaceDraftModal = lazy(() =>
  import('../features/compose/components/ReplaceDraftModal').then((m) => ({ default: m.ReplaceDraftModal })),
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
const ConfirmQuietQuoteModal = lazy(() =>
  import('../features/statuses/components/PostModals').then((m) => ({ default: m.ConfirmQuietQuoteModal })),
);

/** The modals the app shell adds to the features' own: each loads when first opened. */
const REGISTRY = {
  ...MODAL_COMPONENTS,
  KEYBOARD_SHORTCUTS: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ShortcutsModal {...props} />
    </Suspense>
  ),
  CONFIRM_REPLACE_DRAFT: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ReplaceDraftModal {...props} />
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
  CONFIRM_QUIET_QUOTE: (props: ModalComponentProps) => (
    <Suspense fallback={null}>
      <ConfirmQuietQuoteModal {...props} />
    </Suspense>
  ),
};

/** The modal stack with every registered modal: loaded with the first modal opened. */
export function ModalHost(props: { stack: readonly ModalEntry[]; onClose: () => void } & ModalHandlers) {
  return <ModalRoot {...props} registry={REGISTRY} />;
}
