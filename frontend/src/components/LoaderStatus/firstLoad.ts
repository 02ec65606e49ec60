import { createContext } from 'react';

/**
 * True inside a LoaderStatus while its first answer is pending: the tables and counts inside
 * show that they are loading, not that they are empty.
 */
export const FirstLoadContext = createContext(false);
