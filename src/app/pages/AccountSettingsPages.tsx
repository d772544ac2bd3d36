import { useLocation } from 'wouter';
import { BlocksPage, DomainBlocksPage, MutesPage } from '../../features/moderation/components/SafetyPages';
import { ProfileEditPage } from '../../features/profileEdit/components/ProfileEditPage';
import { NotFound } from './NotFound';

/** The account's own settings pages: one chunk and one route, as none is on the way to a first paint. */
export function AccountSettingsPage() {
  const [location] = useLocation();
  switch (location.replace(/\/$/, '')) {
    case '/blocks':
      return <BlocksPage />;
    case '/mutes':
      return <MutesPage />;
    case '/domain_blocks':
      return <DomainBlocksPage />;
    case '/profile/edit':
      return <ProfileEditPage />;
    default:
      return <NotFound />;
  }
}
