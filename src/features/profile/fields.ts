import { safeHttpUrl } from '../../ui/safeUrl';

/**
 * A profile field's value with every link that is not http(s) pointed at the account's own page
 * (its uri), as Mastodon does: the value itself is sanitised where it is drawn.
 */
export function fieldValueHtml(value: string, uri: string | null | undefined): string {
  if (!value.includes('<a')) return value;
  const doc = new DOMParser().parseFromString(`<body>${value}</body>`, 'text/html');
  const fallback = safeHttpUrl(uri) ?? '';
  for (const link of Array.from(doc.body.querySelectorAll('a'))) {
    const href = link.getAttribute('href') ?? '';
    if (!/^https?:\/\//i.test(href.trim())) link.setAttribute('href', fallback);
  }
  return doc.body.innerHTML;
}
