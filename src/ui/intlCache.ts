import type { IntlShape, MessageDescriptor } from 'react-intl';

// Every row of a timeline asks for the same labels, dates and counts. react-intl memoises its
// formatters under a key serialised from the arguments on every call; a few thousand rows in a
// streamed burst make that a steady source of garbage. These keep the results per locale instead.

const texts = new WeakMap<IntlShape, Map<string, string>>();

/** A message without values, formatted once per locale. */
export function fixedMessage(intl: IntlShape, descriptor: MessageDescriptor): string {
  const id = String(descriptor.id);
  let byId = texts.get(intl);
  if (!byId) texts.set(intl, (byId = new Map()));
  let text = byId.get(id);
  if (text === undefined) byId.set(id, (text = intl.formatMessage(descriptor)));
  return text;
}

const formats = new WeakMap<IntlShape, Map<string, Intl.DateTimeFormat | Intl.NumberFormat>>();

function formatFor<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  intl: IntlShape,
  name: string,
  make: (locale: string) => F,
): F {
  let byName = formats.get(intl);
  if (!byName) formats.set(intl, (byName = new Map()));
  let format = byName.get(name) as F | undefined;
  if (!format) byName.set(name, (format = make(intl.locale)));
  return format;
}

/** A date formatter of the locale, made once per name. */
export const dateFormat = (intl: IntlShape, name: string, options: Intl.DateTimeFormatOptions) =>
  formatFor(intl, `date:${name}`, (locale) => new Intl.DateTimeFormat(locale, options));

/** A number formatter of the locale, made once per name. */
export const numberFormat = (intl: IntlShape, name: string, options: Intl.NumberFormatOptions) =>
  formatFor(intl, `number:${name}`, (locale) => new Intl.NumberFormat(locale, options));
