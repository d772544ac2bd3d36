// Checks a language's catalogue against the English one: every message parses as ICU, carries the
// same arguments (names and kinds) and tags as the English message, and every plural argument names
// each plural category the language's rules use (Intl.PluralRules), "other" included. A message that
// is missing counts as untranslated (the app shows the English one).
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const KIND = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

// Every argument and tag of a message with its kind, and the plural arguments met on the way
// (with their own categories and whether they are ordinal).
function shapeOf(ast, shape = { args: new Map(), plurals: [] }) {
  for (const el of ast) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    const kind = el.type === TYPE.plural && el.pluralType === 'ordinal' ? 'selectordinal' : KIND[el.type];
    if (kind) shape.args.set(el.value, kind);
    if (el.type === TYPE.plural)
      shape.plurals.push({
        name: el.value,
        ordinal: el.pluralType === 'ordinal',
        keys: Object.keys(el.options),
      });
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) shapeOf(option.value, shape);
    }
    if (el.type === TYPE.tag) shapeOf(el.children, shape);
  }
  return shape;
}

function describe(args) {
  return [...args.entries()]
    .map(([name, kind]) => `${name}:${kind}`)
    .sort()
    .join(', ');
}

/**
 * @param {string} locale  a BCP 47 tag, e.g. "pl" or "pt-BR"
 * @param {Record<string, string>} english  id → English message
 * @param {Record<string, string>} catalogue  id → message in the language
 * @returns {{ errors: string[], untranslated: string[], extra: string[] }}
 */
export function checkCatalogue(locale, english, catalogue) {
  const errors = [];
  const untranslated = [];
  const extra = Object.keys(catalogue).filter((id) => !(id in english));
  const cardinal = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  for (const [id, source] of Object.entries(english)) {
    const text = catalogue[id];
    if (typeof text !== 'string' || text.trim() === '') {
      untranslated.push(id);
      continue;
    }
    let ast;
    try {
      ast = parse(text, { requiresOtherClause: true });
    } catch (error) {
      errors.push(`${id}: not valid ICU (${error.message})`);
      continue;
    }
    const wanted = shapeOf(parse(source));
    const got = shapeOf(ast);
    if (describe(wanted.args) !== describe(got.args)) {
      errors.push(`${id}: arguments {${describe(got.args)}} where English has {${describe(wanted.args)}}`);
    }
    for (const plural of got.plurals) {
      const categories = plural.ordinal ? ordinal : cardinal;
      const missing = categories.filter((c) => !plural.keys.includes(c));
      if (missing.length > 0)
        errors.push(`${id}: plural "${plural.name}" lacks ${missing.join(', ')} for ${locale}`);
    }
  }
  return { errors, untranslated, extra };
}
