// The manifest's share target: a share sheet posts the shared title, text, link and files here
// (multipart/form-data). Everything is kept in the share inbox (`src/db/shareInbox.ts`), offline as
// online, and the browser is sent on (303) to the composer, which takes it from there.
import { keepShared, sharedFileOf, sharedText } from '../src/db/shareInbox';

export const SHARE_TARGET_PATH = '/share';

/** Only images and videos are taken, as the manifest's `accept` says; an empty file input sends a 0-byte file. */
const acceptedFile = (value: FormDataEntryValue): value is File =>
  typeof value !== 'string' && value.size > 0 && /^(image|video)\//.test(value.type);

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Whether the request is a share sheet's post to the share target. */
export function isShareTargetPost(url: URL, method: string, origin: string) {
  return method === 'POST' && url.origin === origin && url.pathname.replace(/\/$/, '') === SHARE_TARGET_PATH;
}

export async function receiveShare(request: Request, newId: () => string, origin: string): Promise<Response> {
  let to = SHARE_TARGET_PATH;
  try {
    const form = await request.formData();
    const text = sharedText({
      title: field(form, 'title'),
      text: field(form, 'text'),
      url: field(form, 'url'),
    });
    const files = form.getAll('files').filter(acceptedFile);
    if (text !== '' || files.length > 0) {
      const id = newId();
      await keepShared({ id, created: Date.now(), text, files: files.map(sharedFileOf) });
      to = `${SHARE_TARGET_PATH}?shared=${encodeURIComponent(id)}`;
    }
  } catch (error) {
    // A body that cannot be read: the composer opens anyway, empty.
    console.warn('The shared content could not be read.', error);
  }
  return Response.redirect(new URL(to, origin).href, 303);
}
