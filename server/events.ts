import type { AnnouncementRow } from './store/announcements';
import type { Audience } from './store/audience';
import type { NotificationRow, StatusRow } from './store/rows';

/** What the store reports after a write, for whoever delivers it (streaming, Web Push). */
export interface ServerEvents {
  /** A new post (`update`) or an edited one (`status.update`). */
  statusPublished: { row: StatusRow; event: 'update' | 'status.update' };
  /** A post removed; `audience` was computed before its rows went away. */
  statusDeleted: { statusId: string; audience: Audience };
  /** A notification stored for its recipient (not one filtered into the requests). */
  notificationCreated: { row: NotificationRow };
  /** A scheduled announcement that has just been published. */
  announcementPublished: { row: AnnouncementRow };
}

type Listener<K extends keyof ServerEvents> = (payload: ServerEvents[K]) => void;

/**
 * A small synchronous event hub: the store publishes what happened, and the delivery layers (streaming
 * fan-out, Web Push) subscribe, so the store never renders an entity or reaches a socket itself. A
 * listener that throws is reported and does not stop the others, nor the write that emitted.
 */
export class EventHub {
  private readonly listeners = new Map<keyof ServerEvents, Listener<keyof ServerEvents>[]>();

  on<K extends keyof ServerEvents>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as Listener<keyof ServerEvents>);
    this.listeners.set(name, list);
  }

  emit<K extends keyof ServerEvents>(name: K, payload: ServerEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`A ${name} listener failed`, error);
      }
    }
  }
}
