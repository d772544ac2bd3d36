import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Column } from '../../../ui/Column';
import { useFirstPostsPainted } from '../../../ui/firstPaint';
import { useComposeTitle } from './replyTitle';

/**
 * The compose box, its editors (media, polls, emoji, suggestions) and the code behind them load a frame
 * after the deck's first posts are drawn: the first paint carries only the column around it.
 */
const ComposeArea = lazy(() => import('./ComposeArea').then((m) => ({ default: m.ComposeArea })));

const messages = defineMessages({
  title: { id: 'compose.title', defaultMessage: 'Compose' },
});

export function ComposeColumn() {
  const intl = useIntl();
  const painted = useFirstPostsPainted();
  const title = useComposeTitle(intl.formatMessage(messages.title));
  return (
    <Column title={title} icon="publish">
      {painted && (
        <Suspense fallback={null}>
          <ComposeArea />
        </Suspense>
      )}
    </Column>
  );
}
