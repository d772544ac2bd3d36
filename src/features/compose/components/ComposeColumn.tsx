import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Column } from '../../../ui/Column';
import { useFirstPostsPainted } from '../../../ui/firstPaint';

/**
 * The compose box, its editors (media, polls, emoji, suggestions) and the code behind them load a frame
 * after the deck's first posts are drawn: the first paint carries only the column around it.
 */
const ComposeArea = lazy(() => import('./ComposeArea').then((m) => ({ default: m.ComposeArea })));

/** An empty Home draws no post: the compose box then comes after this long at most. */

const messages = defineMessages({
  title: { id: 'compose.title', defaultMessage: 'Compose' },
});

export function ComposeColumn() {
  const intl = useIntl();
  const painted = useFirstPostsPainted();
  return (
    <Column title={intl.formatMessage(messages.title)} icon="publish">
      {painted && (
        <Suspense fallback={null}>
          <ComposeArea />
        </Suspense>
      )}
    </Column>
  );
}
