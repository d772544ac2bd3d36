// Every view the address can name, in the order the router tries them: a path pattern and the page it
// shows. The router (Routes.tsx) draws its routes from this table, and the service worker, compiled
// with it, answers exactly these paths with the app shell offline. Patterns are wouter's (regexparam:
// `:name` a segment, `:name?` an optional one, case-insensitive, an optional trailing slash); an
// account's paths start with "@", which a pattern string cannot say, so they are regular expressions
// with named groups, matched as they are.

/** An account: `/@{acct}` (a local user or user@domain). */
const HANDLE = '\\/(?<handle>@[^/]+?)';
/** A post of the account (or its `followers` / `following` list). */
const POST = `${HANDLE}\\/(?<statusId>[^/]+?)`;
const under = (pattern: string) => new RegExp(`^${pattern}\\/?$`, 'i');

export const ROUTES = [
  ['/', 'index'],
  ['/home', 'home'],
  ['/notifications', 'notifications'],
  ['/notifications/requests', 'notificationRequests'],
  ['/notifications/requests/:id', 'notificationRequest'],
  ['/follow_requests', 'followRequests'],
  ['/public/local', 'publicLocal'],
  ['/public/remote', 'publicRemote'],
  ['/public', 'public'],
  ['/tags/:tag', 'hashtag'],
  ['/lists', 'lists'],
  ['/lists/:id/:edit?', 'list'],
  ['/filters/:id?', 'filters'],
  ['/links', 'links'],
  ['/conversations', 'conversations'],
  ['/blocks', 'accountSettings'],
  ['/mutes', 'accountSettings'],
  ['/domain_blocks', 'accountSettings'],
  ['/profile/edit', 'accountSettings'],
  ['/search', 'search'],
  ['/explore/:tab?', 'explore'],
  ['/directory', 'directory'],
  ['/preferences', 'preferences'],
  ['/publish', 'publish'],
  ['/statuses/new', 'publish'],
  ['/share', 'share'],
  ['/intent', 'intent'],
  ['/drafts', 'drafts'],
  ['/about', 'about'],
  ['/followed_tags', 'followedTags'],
  ['/bookmarks', 'bookmarks'],
  ['/favourites', 'favourites'],
  [under(HANDLE), 'account'],
  [under(POST), 'status'],
  [under(`${POST}\\/reblogs`), 'reblogs'],
  [under(`${POST}\\/favourites`), 'favouritedBy'],
  [under(`${POST}\\/quotes`), 'quotes'],
] as const satisfies readonly (readonly [string | RegExp, string])[];

export type RoutePattern = (typeof ROUTES)[number][0];
export type PageName = (typeof ROUTES)[number][1];
