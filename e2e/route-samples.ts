// One address for every route of the app's table (src/app/routeTable.ts), with sample parameters:
// pattern strings are filled in with regexparam (the parser wouter matches them with); the account
// routes, regular expressions, are written out here by page. A route added to the table without a
// way to fill it in fails the tests that use these samples.
import { inject } from 'regexparam';
import { ROUTES, type PageName } from '../src/app/routeTable';

export interface SampleValues {
  /** An account's handle with its "@" (`@demo`, `@alice@remote.example`). */
  handle: string;
  /** A post of that account. */
  statusId: string;
}

const PARAMETERS: Record<string, string> = { id: '1', tag: 'cats', edit: 'edit', tab: 'tags' };

function accountPath(page: PageName, { handle, statusId }: SampleValues): string {
  switch (page) {
    case 'account':
      return `/${handle}`;
    case 'status':
      return `/${handle}/${statusId}`;
    case 'reblogs':
      return `/${handle}/${statusId}/reblogs`;
    case 'favouritedBy':
      return `/${handle}/${statusId}/favourites`;
    case 'quotes':
      return `/${handle}/${statusId}/quotes`;
    default:
      throw new Error(`No sample address for the route of ${page}`);
  }
}

/** Every route of the table as an address, in the table's order, with the page it shows. */
export function routeSamples(values: SampleValues): { page: PageName; path: string }[] {
  return ROUTES.map(([pattern, page]) => {
    const path =
      pattern instanceof RegExp ? accountPath(page, values) : inject(pattern as string, PARAMETERS);
    if (/[:*]/.test(path)) throw new Error(`No sample value for a parameter of ${String(pattern)}`);
    return { page, path };
  });
}
