/** The views other features and the app may use of this one (its state: `public.ts`). */
export { StatusList } from './components/StatusList';
