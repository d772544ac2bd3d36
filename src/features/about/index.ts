/** What other features may use of this one; everything else in the folder is its own. */
import { lazy } from 'react';

export const AboutPage = lazy(() => import('./components/AboutPage').then((m) => ({ default: m.AboutPage })));
