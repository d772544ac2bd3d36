export { createApiClient } from './client';
export type { ApiClient, ApiClientConfig, ApiResponse, RequestOptions, HttpMethod } from './client';
export { ApiError, isApiError, UNEXPECTED_RESPONSE } from './errors';
export type { ApiErrorKind } from './errors';
export { parseLinkHeader } from './links';
export type { PageLinks } from './links';
export { toQueryString } from './query';
