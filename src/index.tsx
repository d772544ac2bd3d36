import { createRoot } from 'react-dom/client';
import { Root } from './app/Root';

const container = document.getElementById('root');
if (container) createRoot(container).render(<Root />);
