import { test } from './fixtures';

/** The two widths a journey runs at: a laptop's, and a phone's where the pages lay out in one column. */
export const JOURNEY_VIEWPORTS = [
  { name: '1280 px', size: { width: 1280, height: 800 } },
  { name: '375 px', size: { width: 375, height: 740 } },
] as const;

export type JourneyViewport = (typeof JOURNEY_VIEWPORTS)[number];

/** Declares a journey's tests once for each width, in a group `at <width>` that uses it. */
export function atEachViewport(declareTests: (viewport: JourneyViewport) => void) {
  for (const viewport of JOURNEY_VIEWPORTS) {
    test.describe(`at ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });
      declareTests(viewport);
    });
  }
}
