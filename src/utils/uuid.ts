import { nanoid } from '@reduxjs/toolkit';

/** A random id for Idempotency-Key and column uuids; nanoid where crypto.randomUUID is missing (http pages). */
export function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : nanoid();
}
