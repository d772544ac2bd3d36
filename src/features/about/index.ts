/** The views other features and the app may use of this one (its state: `public.ts`). */
import { lazy } from 'react';

export const AboutPage = lazy(() => import('./components/AboutPage').then((m) => ({ default: m.AboutPage })));
