import type { ApiClient } from '../client';
import type { Announcement } from '../entities';

/** The server's announcements to the signed-in user, marking them read, and reacting to them. */

export const fetchAnnouncements = (api: ApiClient) => api.get<Announcement[]>('/api/v1/announcements');

export const dismissAnnouncement = (api: ApiClient, id: string) =>
  api.post<object>(`/api/v1/announcements/${encodeURIComponent(id)}/dismiss`);

export const setAnnouncementReaction = (api: ApiClient, id: string, name: string, on: boolean) => {
  const path = `/api/v1/announcements/${encodeURIComponent(id)}/reactions/${encodeURIComponent(name)}`;
  return on ? api.put<object>(path) : api.delete<object>(path);
};
