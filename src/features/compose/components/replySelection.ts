/**
 * Where the selection goes when a reply starts, as Mastodon's web UI places it: with `preselect` on
 * and the text starting with more than one mention, the mentions after the first are selected (typing
 * replaces them, dropping those people from the conversation); otherwise the caret goes to the end.
 */
export function replySelection(text: string, preselect: boolean): [number, number] {
  const afterFirst = text.search(/\s/) + 1;
  if (preselect && afterFirst > 0 && text.slice(afterFirst).trim() !== '') return [afterFirst, text.length];
  return [text.length, text.length];
}
