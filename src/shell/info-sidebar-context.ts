import { createContext } from 'react';

/** The info sidebar's element: screens portal their info content into it (inside the shadow root). */
export const InfoSidebarContext = createContext<HTMLElement | null>(null);
