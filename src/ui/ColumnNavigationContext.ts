import { createContext, type ReactNode } from 'react';

/**
 * Controls at the start of the header of the column around it: the deck's detail column gives its
 * column Back and Close this way, so every page gets them without knowing about the deck.
 */
export const ColumnNavigationContext = createContext<ReactNode>(null);
