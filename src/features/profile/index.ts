/** The views other features and the app may use of this one (its state: `public.ts`). */
export { ProfilePage } from './components/ProfilePage';
export { FollowListPage } from './components/FollowListPage';
