// A device out of space (IndexedDB refusing a write with QuotaExceededError, as Chromium does at its quota):
// the kept timelines are cleared, the draft kept, and one notice says so.
import { expect, test } from '@playwright/test';
import { homeColumn, postStatusAs, recordToasts, resetDeck, signIn, streamSubscribed } from './helpers';

const FULL = 'This device is out of storage space: saved timelines were cleared to keep your drafts.';

test('a device out of space: the kept timelines are cleared, the draft kept, and one notice says so', async ({
  page,
}) => {
  await resetDeck();
  await page.addInitScript(() => {
    const full = window as unknown as { __diskFull: number };
    full.__diskFull = 0;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function refusing(this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (full.__diskFull > 0) {
        full.__diskFull -= 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return put.apply(this, args);
    };
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  const toasts = await recordToasts(page);
  const subscribed = streamSubscribed(page);
  await signIn(page);
  await subscribed;
  const textbox = page.getByRole('textbox', { name: "What's on your mind?" });
  await textbox.fill('A draft worth keeping');
  const counts = () =>
    page.evaluate(async () => {
      const name = (await indexedDB.databases()).find((d) => d.name?.startsWith('fedideck-'))?.name;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name as string);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
      const out: Record<string, number> = {};
      const tx = db.transaction(['statuses', 'timelines', 'drafts'], 'readonly');
      for (const store of ['statuses', 'timelines', 'drafts'])
        out[store] = await new Promise<number>((resolve) => {
          const request = tx.objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      db.close();
      return out;
    });
  // The home page and the draft are kept.
  await expect.poll(async () => (await counts()).drafts, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await counts()).timelines, { timeout: 15_000 }).toBeGreaterThan(0);
  const kept = await counts();
  // The disk is full for the next write: IndexedDB refuses it as Chromium does when the quota is
  // reached (DevTools' quota override does not reach IndexedDB's writes in this build).
  await page.evaluate(() => {
    (window as unknown as { __diskFull: number }).__diskFull = 1;
  });
  // Posts stream in and are written: the first write is refused, the kept timelines go, the write passes.
  for (let i = 0; i < 2; i += 1) await postStatusAs('alice', `Filling a full disk ${i} ${Date.now()}`);
  await expect(homeColumn(page).getByText(/Filling a full disk 1/)).toBeVisible();
  await expect.poll(toasts, { timeout: 20_000 }).toContain(FULL);
  const after = await counts();
  expect(after.drafts).toBe(1);
  expect(after.statuses).toBeLessThan(kept.statuses);
  // The app goes on: the next posts still arrive, and a second full disk brings no second notice.
  await page.evaluate(() => {
    (window as unknown as { __diskFull: number }).__diskFull = 1;
  });
  await postStatusAs('alice', `After the disk was full ${Date.now()}`);
  await expect(homeColumn(page).getByText(/After the disk was full/)).toBeVisible();
  expect((await toasts()).filter((text) => text.includes(FULL))).toHaveLength(1);
  await expect(textbox).toHaveValue('A draft worth keeping');
});
