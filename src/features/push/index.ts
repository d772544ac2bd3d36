/** The views other features and the app may use of this one (its state: `public.ts`). */
import { createElement, lazy, Suspense } from 'react';

const LazyPushPreferences = lazy(() => import('./components/PushPreferences'));
const LazyPushColumnButton = lazy(() => import('./components/PushColumnButton'));
export const PushPreferences = () =>
  createElement(Suspense, { fallback: null }, createElement(LazyPushPreferences));
export const PushColumnButton = () =>
  createElement(Suspense, { fallback: null }, createElement(LazyPushColumnButton));
