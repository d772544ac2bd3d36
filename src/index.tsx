// First: the interface language's catalogue is asked for before anything else runs.
import { bootLanguage, firstRenderReady } from './app/languageBoot';
import { createRoot } from 'react-dom/client';
import { createSessionManager } from './store';
import { Root } from './app/Root';
import { preloadFirstLayout } from './app/AppRouter';
import { onFirstScreenDrawn } from './ui/firstPaint';
import { APP_LOCALE } from './app/i18n';
import { captureInstallPrompt, consumeLaunches } from './app/installPrompt';

// The browser's install offer fires once, early; a launch of the installed app comes to this window.
captureInstallPrompt();
consumeLaunches();

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

// English is in the code; another language draws once its catalogue is here (or could not be had,
// or is slow past CATALOGUE_WAIT_MS), so no English text shows first.
const container = document.getElementById('root');
const render = () => {
  if (container) createRoot(container).render(<Root sessions={sessions} />);
};
if (bootLanguage === APP_LOCALE) render();
else void firstRenderReady().then(render);
