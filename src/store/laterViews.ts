import type { Action } from '@reduxjs/toolkit';
import { call } from 'typed-redux-saga/macro';
import { handle as conversations } from '../features/conversations/workers';
import { handle as safetyLists } from '../features/moderation/listWorkers';
import { handle as profileEdit } from '../features/profileEdit/workers';

const WORKERS: Record<string, (action: Action) => Generator> = { conversations, safetyLists, profileEdit };

/** The workers of the views opened later, by the slice name their intents start with. */
export function* handleLaterView(action: Action) {
  const worker = WORKERS[action.type.split('/')[0]];
  if (worker) yield* call(worker, action);
}
