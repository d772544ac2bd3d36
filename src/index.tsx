import { createRoot } from 'react-dom/client';
import { createSessionManager } from './store';
import { Root } from './app/Root';

// The first session (its database opened and read) starts as the code runs, not after a first render
// of an empty page: the first render then has the kept posts to draw.
const sessions = createSessionManager();
void sessions.start();

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root sessions={sessions} />);
