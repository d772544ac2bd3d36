/** An error answered as Mastodon does: `{"error": "..."}` with the given status (422 may add details). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (): ApiError => new ApiError(404, 'Record not found');
export const unprocessable = (message: string, details?: Record<string, unknown>): ApiError =>
  new ApiError(422, message, details);
export const forbidden = (message = 'This action is not allowed'): ApiError => new ApiError(403, message);
