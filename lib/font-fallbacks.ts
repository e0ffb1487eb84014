import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arimo from "@capsizecss/metrics/arimo";
import inter from "@capsizecss/metrics/inter";
import roboto from "@capsizecss/metrics/roboto";

// Most Linux desktops have no Arial but Liberation Sans, whose releases since 2.0 are Arimo under
// another name: both are drawn to Arial's metrics.
const liberationSans = {
  ...arimo,
  familyName: "Liberation Sans",
  fullName: "Liberation Sans",
  postscriptName: "LiberationSans",
};

const { fontFaces } = createFontStack([inter, arial, liberationSans, roboto], {
  fontFaceFormat: "styleObject",
});

/**
 * What the text is set in until Inter has loaded: the system's Arial (Windows, Apple), Liberation
 * Sans (Linux) or Roboto (Android), each scaled to Inter's width and line height, so the swap
 * barely moves the text. A face whose local font is missing is skipped for the next.
 */
export const interFallbackFamilies = fontFaces.map(
  ({ "@font-face": face }) => face.fontFamily,
);

/** Their @font-face rules, as Tailwind's CSS-in-JS: capsize writes every value as a string. */
export const interFallbackFaces = fontFaces.map(
  ({ "@font-face": face }) => face as Record<string, string>,
);
