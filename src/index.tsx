import { createRoot } from 'react-dom/client';
import { createSessionManager } from './store';
import { Root } from './app/Root';
import { preloadFirstLayout } from './app/AppRouter';

// The first session (its database opened and read) starts as the code runs, not after a first render
// of an empty page: the first render then has the kept posts to draw, and the layout's chunk, loaded
// meanwhile, to draw them in.
const sessions = createSessionManager();
void sessions.start();
preloadFirstLayout(localStorage);

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root sessions={sessions} />);
