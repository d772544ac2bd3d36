import { createRoot } from 'react-dom/client';
import { createSessionManager } from './store';
import { Root } from './app/Root';
import { preloadFirstLayout } from './app/AppRouter';
import { onFirstScreenDrawn } from './ui/firstPaint';

// The first session (its database opened and read) starts as the code runs, not after a first render
// of an empty page: the first render then has the kept posts to draw, and the layout's chunk, loaded
// meanwhile, to draw them in.
const sessions = createSessionManager();
void sessions.start();
preloadFirstLayout(localStorage);
// The other tabs are followed from the first screen on: a sign-out, a switch or a setting made in one
// applies in all.
onFirstScreenDrawn(
  () => void import(/* webpackChunkName: "tabs" */ './app/tabsChannel').then((m) => m.listenToTabs(sessions)),
);

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root sessions={sessions} />);
