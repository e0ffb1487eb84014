import type { Viewport } from "next";

import { brandColors } from "@/lib/brand";

/**
 * Every page's viewport: the browser's chrome in the canvas colour. The stylesheet draws the page
 * and its controls dark (`color-scheme` on the root); this tag says the page can also be drawn
 * light, which only a contrast theme takes up: Firefox, overriding a page's colours, resets that
 * property and draws controls in the scheme this tag names, so a light theme got dark fields and
 * buttons on its white canvas. Chromium, in a contrast theme, offers both schemes itself.
 */
export const viewport: Viewport = {
  themeColor: brandColors.canvas,
  colorScheme: "dark light",
};
