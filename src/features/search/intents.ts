import { createAction } from '@reduxjs/toolkit';
import type { SearchType } from './slice';

/** What the search views ask (always loaded; the slice and the saga load with the first). */
export const searchSubmitted = createAction<{ q: string }>('search/submitted');
export const searchExpanded = createAction<{ type: SearchType }>('search/expanded');
export const suggestionsRequested = createAction<{ q: string }>('search/suggestionsRequested');

export const searchIntents = [searchSubmitted, searchExpanded, suggestionsRequested] as const;
