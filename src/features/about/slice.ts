import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DomainBlock } from '../../api/entities';
import { injectLazySlice } from '../../store/feature';

export interface AboutState {
  /** The extended description's HTML; null when the server has none to give. */
  extended: { content: string; updatedAt: string | null } | null;
  /** The moderated servers; null when the server does not show them (404), or until loaded. */
  domainBlocks: DomainBlock[] | null;
  loaded: boolean;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    about: AboutState;
  }
}

const initialState: AboutState = { extended: null, domainBlocks: null, loaded: false };

const slice = createSlice({
  name: 'about',
  initialState,
  reducers: {
    received(state, action: PayloadAction<{ extended: unknown; domainBlocks: unknown }>) {
      const extended = action.payload.extended as { content?: unknown; updated_at?: unknown } | null;
      state.extended =
        extended && typeof extended.content === 'string' && extended.content.trim() !== ''
          ? {
              content: extended.content,
              updatedAt: typeof extended.updated_at === 'string' ? extended.updated_at : null,
            }
          : null;
      const blocks = action.payload.domainBlocks;
      state.domainBlocks = Array.isArray(blocks)
        ? blocks.filter((block): block is DomainBlock => typeof block?.domain === 'string')
        : null;
      state.loaded = true;
    },
  },
  selectors: {
    selectAbout: (state) => state,
  },
});

const aboutSlice = injectLazySlice(slice);

export const { received: aboutReceived } = aboutSlice.actions;
export const aboutReducer = aboutSlice.reducer;
export const { selectAbout } = aboutSlice.selectors;
