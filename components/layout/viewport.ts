import type { Viewport } from "next";

import { brandColors } from "@/lib/brand";

/** Every page's viewport: the browser's chrome in the canvas colour, dark form controls. */
export const viewport: Viewport = {
  themeColor: brandColors.canvas,
  colorScheme: "dark",
};
