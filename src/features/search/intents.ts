import { createAction } from '@reduxjs/toolkit';
import type { SearchType } from './slice';

/** What the search views ask (always loaded; the slice and the calls load with the first). */
export const searchIntents = {
  submitted: createAction<{ q: string }>('search/submitted'),
  expanded: createAction<{ type: SearchType }>('search/expanded'),
  suggestionsRequested: createAction<{ q: string }>('search/suggestionsRequested'),
};
