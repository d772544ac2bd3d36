import type { ApiClient, ApiResponse } from '../client';
import type { MediaAttachment } from '../entities';
import { ApiError, UNEXPECTED_RESPONSE } from '../errors';

const mediaPath = (id: string) => `/api/v1/media/${encodeURIComponent(id)}`;

export interface MediaUpload {
  /** 200 (ready) or 202 (the server goes on processing it) with the attachment. */
  response: Promise<{ status: number; data: MediaAttachment }>;
  abort: () => void;
}

function errorField(text: string): string | undefined {
  try {
    const parsed = JSON.parse(text) as { error?: unknown } | null;
    return typeof parsed?.error === 'string' ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/v2/media` with the file as the `file` field. It goes through XMLHttpRequest rather than
 * the fetch-based client because only XHR reports upload progress; failures are the client's ApiError.
 */
export function uploadMedia(
  api: ApiClient,
  file: Blob,
  onProgress: (loaded: number, total: number) => void,
): MediaUpload {
  const xhr = new XMLHttpRequest();
  const response = new Promise<{ status: number; data: MediaAttachment }>((resolve, reject) => {
    xhr.open('POST', `${api.baseUrl}/api/v2/media`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = api.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new ApiError({
            kind: 'http',
            status: xhr.status,
            statusText: xhr.statusText,
            error: errorField(text),
          }),
        );
        return;
      }
      try {
        resolve({ status: xhr.status, data: JSON.parse(text) as MediaAttachment });
      } catch (cause) {
        reject(new ApiError({ kind: 'parse', status: xhr.status, error: UNEXPECTED_RESPONSE, cause }));
      }
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError({ kind: 'network', statusText: 'Network error' })),
    );
    xhr.addEventListener('abort', () =>
      reject(new ApiError({ kind: 'abort', statusText: 'Request aborted' })),
    );
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
  return { response, abort: () => xhr.abort() };
}

/** 206 while the server is still processing the file, 200 once it is ready. */
export async function fetchMedia(api: ApiClient, id: string): Promise<ApiResponse<MediaAttachment>> {
  return api.get<MediaAttachment>(mediaPath(id));
}

/** Description and focal point ("x,y") of an attachment not posted yet. */
export async function updateMedia(
  api: ApiClient,
  id: string,
  fields: { description: string; focus?: string },
) {
  const form: Record<string, string> = { description: fields.description };
  if (fields.focus) form.focus = fields.focus;
  return (await api.put<MediaAttachment>(mediaPath(id), { form })).data;
}

/** A picture of one's own choosing as the preview of a video or an audio file. */
export async function updateMediaThumbnail(api: ApiClient, id: string, thumbnail: Blob) {
  const form = new FormData();
  form.append('thumbnail', thumbnail);
  return (await api.put<MediaAttachment>(mediaPath(id), { form })).data;
}
