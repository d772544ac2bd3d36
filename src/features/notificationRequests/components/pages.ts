/** The feature's views reached by the address, loaded together on the first one opened. */
export { FollowRequestsPage } from './FollowRequestsPage';
export { NotificationRequestPage } from './NotificationRequestPage';
export { NotificationRequestsPage } from './NotificationRequestsPage';
