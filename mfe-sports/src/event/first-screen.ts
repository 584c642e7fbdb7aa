// What the event page's first screen holds (pure: the page and its server-side first paint use it).

/** The markets a first paint draws and the page renders first: more than a phone's or a desktop's first screen holds. */
export const FIRST_SCREEN_MARKETS = 4;
