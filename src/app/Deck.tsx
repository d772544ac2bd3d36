import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../store';
import { selectSignedIn } from '../features/auth/selectors';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { SignInPanel } from './LazySignInPanel';
import { ComposeColumn } from '../features/compose/components/ComposeColumn';
import { NotificationsColumn } from '../features/notifications/components/NotificationsColumn';
import type { ColumnSetting } from '../features/settings/defaults';
import { selectColumns, selectSyncedSettings } from '../features/settings/selectors';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { Column } from '../ui/Column';
import { ColumnSettingsContext } from '../ui/ColumnSettingsContext';
import { Icon } from '../ui/Icon';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { timelineColumnOf } from './columnKinds';
import { stableColumnKeys } from './columnKeys';
import { HomeColumn, HomeOrPublic } from './HomeOrPublic';

// Column management is not needed for the first paint of the deck.
const ColumnSettingsPanel = lazy(() =>
  import('../features/settings/components/ColumnSettingsPanel').then((m) => ({
    default: m.ColumnSettingsPanel,
  })),
);
const ConversationsColumn = lazy(() => import('../features/conversations/components/ConversationsColumn'));
const AddColumnPicker = lazy(() =>
  import('../features/settings/components/AddColumnPicker').then((m) => ({ default: m.AddColumnPicker })),
);

const messages = defineMessages({
  signIn: { id: 'column.sign_in', defaultMessage: 'Sign in' },
  addColumn: { id: 'deck.add_column', defaultMessage: 'Add column' },
});

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** One deck column from the settings, by kind. */
function DeckColumnContent({ column }: { column: ColumnSetting }) {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  const homeShows = useAppSelector(selectSyncedSettings).home.shows;
  const instanceHere = ownOriginIsInstanceHere();
  switch (column.id) {
    case 'COMPOSE':
      return signedIn ? (
        <ComposeColumn />
      ) : (
        <Column title={intl.formatMessage(messages.signIn)}>
          <SignInPanel />
        </Column>
      );
    case 'NOTIFICATIONS':
      return signedIn ? <NotificationsColumn /> : null;
    case 'DIRECT':
      return signedIn ? (
        <Suspense fallback={<LoadingIndicator />}>
          <ConversationsColumn />
        </Suspense>
      ) : null;
    case 'HOME': {
      // A bare static host's visitor signs in from the first column; there is no timeline to show.
      if (!signedIn) return instanceHere ? <HomeOrPublic /> : null;
      const shows = (column.params?.shows ?? {}) as Record<string, unknown>;
      return (
        <HomeColumn
          title={timelineColumnOf(column, intl)?.title ?? ''}
          hideReblogs={!flag(shows.reblog, homeShows.reblog)}
          hideReplies={!flag(shows.reply, homeShows.reply)}
        />
      );
    }
    default: {
      const kind = timelineColumnOf(column, intl);
      if (!kind || (!signedIn && (column.id === 'LIST' || column.id === 'DIRECT'))) return null;
      return <TimelineColumn key={kind.timelineId} {...kind} />;
    }
  }
}

/**
 * A deck column's place: a fixed width, focusable (a column just added is focused), and Compose kept at
 * the left edge while the others scroll when it is the first.
 */
function DeckColumn({ column, first }: { column: ColumnSetting; first: boolean }) {
  const pinned = first && column.id === 'COMPOSE';
  return (
    <div
      className={pinned ? 'deck__column deck__column--pinned' : 'deck__column'}
      data-column={column.uuid}
      tabIndex={-1}
    >
      <ColumnSettingsContext.Provider
        value={
          <Suspense fallback={<LoadingIndicator />}>
            <ColumnSettingsPanel uuid={column.uuid} />
          </Suspense>
        }
      >
        <DeckColumnContent column={column} />
      </ColumnSettingsContext.Provider>
    </div>
  );
}

/** The deck's columns, from the settings. */
export function DeckColumns() {
  const columns = useAppSelector(selectColumns);
  // Keyed from the keys of the last columns drawn (state derived as the columns change).
  const [drawn, setDrawn] = useState(() => ({ columns, keyed: stableColumnKeys([], columns) }));
  if (drawn.columns !== columns) setDrawn({ columns, keyed: stableColumnKeys(drawn.keyed, columns) });
  const keyed = drawn.columns === columns ? drawn.keyed : stableColumnKeys(drawn.keyed, columns);
  return (
    <>
      {columns.map((column, index) => (
        <DeckColumn key={keyed[index].key} column={column} first={index === 0} />
      ))}
    </>
  );
}

/** The "Add column" control, which lives in the navigation rather than between the columns. */
export function AddColumn() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  const [picking, setPicking] = useState(false);
  if (!signedIn) return null;
  return (
    <div className="deck__add">
      {picking ? (
        <Suspense fallback={<LoadingIndicator />}>
          <AddColumnPicker onDone={() => setPicking(false)} />
        </Suspense>
      ) : (
        <button type="button" className="deck__add-button" onClick={() => setPicking(true)}>
          <Icon id="add" />
          {intl.formatMessage(messages.addColumn)}
        </button>
      )}
    </div>
  );
}
