import { pathIn } from "../../content/languages";
import { crossingTheEdge } from "../crossing-the-edge";
import {
  addReaderStyles,
  ringLabel,
  ringLabelInItsHole,
  TEXT_SPACING,
} from "../text-spacing";
import type { Journey } from "./journey";
import { ROUTES } from "./route-journeys";
import { waitForEqual } from "./wait-until";

export const textSpacingJourneys: Journey[] = [
  {
    id: "text-spacing",
    name: "with a reader's text spacing (WCAG 1.4.12), every route in every language: nothing crossing the window's edge, /token's ring keeping its label in its hole",
    async run(page) {
      for (const [language, route] of ROUTES) {
        const path = pathIn(language, route);
        await page.open(path);
        await page.read(addReaderStyles, TEXT_SPACING);
        await waitForEqual(
          `what crosses the window's edge on ${path}, each section in view in turn`,
          () =>
            page.read(
              crossingTheEdge,
              "header, main section, main > div, body > footer",
            ),
          [],
        );
        if (route === "/token")
          await waitForEqual(
            `the ring's label on ${path}, and whether it lies on the ring`,
            () => page.read(ringLabel),
            ringLabelInItsHole(language),
          );
      }
    },
  },
];
