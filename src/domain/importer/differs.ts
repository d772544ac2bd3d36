import { isDraft, original } from '@reduxjs/toolkit';
import { dequal } from 'dequal';

/**
 * Whether an incoming record differs from the stored one. An equal record keeps its stored object, so
 * nothing that shows it renders again: a streamed burst by one author would otherwise give that
 * author a new object, and every post of theirs on screen a new render, with each post.
 */
export function differs<T>(stored: T | undefined, incoming: T): boolean {
  if (stored === undefined) return true;
  const base: unknown = isDraft(stored) ? original(stored as object) : stored;
  return !dequal(base, incoming);
}
