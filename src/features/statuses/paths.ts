// In-app paths for accounts, posts and hashtags. Values come from other servers,
// so every segment is encoded; the `@` between user and domain is kept readable.

export function accountPath(acct: string): string {
  return `/@${acct.split('@').map(encodeURIComponent).join('@')}`;
}

export function statusPath(acct: string, statusId: string): string {
  return `${accountPath(acct)}/${encodeURIComponent(statusId)}`;
}

export function hashtagPath(name: string): string {
  // Without the "#" some servers put in a tag's name (snac's are named "#tag").
  return `/tags/${encodeURIComponent(name.replace(/^#+/, ''))}`;
}
