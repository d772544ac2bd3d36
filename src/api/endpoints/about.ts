import type { ApiClient } from '../client';
import type { DomainBlock, ExtendedDescription } from '../entities';

/** What the server says about itself beyond the instance entity; public, for visitors too. */

export const fetchExtendedDescription = (api: ApiClient) =>
  api.get<ExtendedDescription>('/api/v1/instance/extended_description');

/** 404 where the server does not show its moderated domains. */
export const fetchInstanceDomainBlocks = (api: ApiClient) =>
  api.get<DomainBlock[]>('/api/v1/instance/domain_blocks');
