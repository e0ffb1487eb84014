import type { EngineName } from "./engine-page";

/**
 * A contrast theme (forced colours) whose canvas is light or dark, as a visitor who has the
 * browser override every page's colours with their own sets it up.
 */
export type ContrastTheme = "light" | "dark";

/** WebKitGTK has no forced colours. */
export const ENGINES_WITH_CONTRAST_THEMES: readonly EngineName[] = ["firefox"];

/**
 * Firefox's preferences for "Override the colours specified by the page: Always" with the theme's
 * text and background (Settings, Colours), for pages in either scheme.
 */
export function firefoxContrastPrefs(
  theme: ContrastTheme,
): Record<string, string | number | boolean> {
  const [text, canvas, link, visited] =
    theme === "light"
      ? ["#000000", "#ffffff", "#0000ee", "#551a8b"]
      : ["#ffffff", "#000000", "#8c8cff", "#ffadff"];
  return {
    "browser.display.document_color_use": 2,
    "browser.display.use_system_colors": false,
    "browser.display.foreground_color": text,
    "browser.display.background_color": canvas,
    "browser.display.foreground_color.dark": text,
    "browser.display.background_color.dark": canvas,
    "browser.anchor_color": link,
    "browser.anchor_color.dark": link,
    "browser.visited_color": visited,
    "browser.visited_color.dark": visited,
  };
}
