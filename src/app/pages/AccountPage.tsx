import { useParams } from 'wouter';
import { FollowListPage, ProfilePage } from '../../features/profile';

/** /@{acct}, /@{acct}/followers and /@{acct}/following: the profile feature's pages, loaded with this one. */
export function AccountPage() {
  const { statusId: list } = useParams<{ statusId?: string }>();
  return list === 'followers' || list === 'following' ? <FollowListPage kind={list} /> : <ProfilePage />;
}
