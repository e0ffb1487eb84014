import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import arimo from "@capsizecss/metrics/arimo";
import arimoBold from "@capsizecss/metrics/arimo/700";
import inter from "@capsizecss/metrics/inter";
import interSemiBold from "@capsizecss/metrics/inter/600";
import interBlack from "@capsizecss/metrics/inter/900";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import robotoBlack from "@capsizecss/metrics/roboto/900";

// Most Linux desktops have no Arial but Liberation Sans, whose releases since 2.0 are Arimo under
// another name: both are drawn to Arial's metrics.
const liberationSans = {
  ...arimo,
  familyName: "Liberation Sans",
  fullName: "Liberation Sans",
  postscriptName: "LiberationSans",
};
const liberationSansBold = {
  ...arimoBold,
  familyName: "Liberation Sans",
  fullName: "Liberation Sans Bold",
  postscriptName: "LiberationSans-Bold",
};

// One face per system font for each weight range the pages use, scaled to Inter at that weight.
// The pages' bold is mostly semibold, where the regular face alone would be emboldened and about
// 3% narrower; the card's Visa mark is black, 4% wider again. Figures are not matched: Arial's are
// narrower than Inter's tabular ones (1139 units of 2048 against 1328), and a face scaled to their
// width would draw them taller than the letters beside them.
const weights = [
  { stack: [inter, arial, liberationSans, roboto], range: "100 500" },
  {
    stack: [interSemiBold, arialBold, liberationSansBold, robotoBold],
    range: "600 700",
  },
  {
    stack: [interBlack, arialBold, liberationSansBold, robotoBlack],
    range: "800 900",
  },
];

const faces = weights.flatMap(
  ({ stack, range }) =>
    createFontStack(stack, {
      fontFaceFormat: "styleObject",
      fontFaceProperties: { fontWeight: range },
    }).fontFaces,
);

/**
 * What the text is set in until Inter has loaded: the system's Arial (Windows, Apple), Liberation
 * Sans (Linux) or Roboto (Android), each scaled to Inter's width and line height, so the swap
 * barely moves the text. A face whose local font is missing is skipped for the next.
 */
export const interFallbackFamilies = [
  ...new Set(faces.map(({ "@font-face": face }) => face.fontFamily)),
];

/** Their @font-face rules, as Tailwind's CSS-in-JS: capsize writes every value as a string. */
export const interFallbackFaces = faces.map(
  ({ "@font-face": face }) => face as Record<string, string>,
);
