import { selectHomeMarker } from '../features/markers/selectors';
import { defineMessages, useIntl } from 'react-intl';
import { HOME_TIMELINE, keyOf } from '../domain/timelineKey';
import { useAppSelector } from '../store';
import { selectSignedIn } from '../features/auth/selectors';
import { selectSyncedSettings } from '../features/settings/selectors';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { OutboxOnHome } from '../features/compose/components/outbox/OnHome';
import { AnnouncementsOnHome } from '../features/announcements';

const messages = defineMessages({
  home: { id: 'column.home', defaultMessage: 'Home' },
  local: { id: 'column.community', defaultMessage: 'Local timeline' },
});

/** Home for a signed-in user (with the synced "show boosts/replies"), the local timeline for a visitor. */
export function HomeOrPublic() {
  const intl = useIntl();
  const signedIn = useAppSelector(selectSignedIn);
  const shows = useAppSelector(selectSyncedSettings).home.shows;
  return signedIn ? (
    <TimelineColumn
      timelineId={HOME_TIMELINE}
      title={intl.formatMessage(messages.home)}
      hideReblogs={!shows.reblog}
      hideReplies={!shows.reply}
      readMarkerSelector={selectHomeMarker}
      top={
        <>
          <OutboxOnHome />
          <AnnouncementsOnHome />
        </>
      }
    />
  ) : (
    <TimelineColumn
      timelineId={keyOf({ kind: 'public', scope: 'local', onlyMedia: false })}
      title={intl.formatMessage(messages.local)}
      icon="globe"
    />
  );
}
