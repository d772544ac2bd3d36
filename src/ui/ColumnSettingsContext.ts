import { createContext, type ReactNode } from 'react';

/**
 * The settings panel of the column around it (the deck's move/remove controls and the column's own
 * options). Provided by the deck, so every column kind gets it without knowing about the deck.
 */
export const ColumnSettingsContext = createContext<ReactNode>(null);
