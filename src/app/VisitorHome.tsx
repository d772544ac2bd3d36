import { defineMessages, useIntl } from 'react-intl';
import { keyOf } from '../domain/timelineKey';
import { ownOriginIsInstanceHere } from '../store/ownOriginFlag';
import { TimelineColumn } from '../features/timelines/components/TimelineColumn';
import { Column } from '../ui/Column';
import { SignInPanel } from './LazySignInPanel';

const messages = defineMessages({
  local: { id: 'column.community', defaultMessage: 'Local timeline' },
  signIn: { id: 'column.sign_in', defaultMessage: 'Sign in' },
});

/**
 * A visitor's first view: this server's local timeline, or, on a bare static host (no server here to
 * read), signing in on another server.
 */
export default function VisitorHome() {
  const intl = useIntl();
  const instanceHere = ownOriginIsInstanceHere();
  return instanceHere ? (
    <TimelineColumn
      timelineId={keyOf({ kind: 'public', scope: 'local', onlyMedia: false })}
      title={intl.formatMessage(messages.local)}
      icon="globe"
    />
  ) : (
    <Column title={intl.formatMessage(messages.signIn)}>
      <SignInPanel />
    </Column>
  );
}
