import type { ContrastTheme } from "./contrast-theme";
import type { EnginePage } from "./engine-page";
import { goToStep2 } from "./get-journeys";
import type { Journey } from "./journey";
import { waitForEqual } from "./wait-until";

const THEMES: readonly ContrastTheme[] = ["light", "dark"];

/**
 * Every control in view whose colours are not the theme's: its field or face far from the
 * theme's canvas (a dark field on a light theme's white), or its words under 4.5:1 on it. A
 * control marked as chosen in the theme's own selection colours (`Highlight`) is the theme's
 * pair, whatever their contrast. Colours are laid on a canvas, so that any notation counts and a
 * translucent one is seen over what lies under it.
 */
function controlsOffTheme() {
  const paint = document
    .createElement("canvas")
    .getContext("2d", { willReadFrequently: true });
  if (!paint) throw new Error("No canvas to lay colours on");
  type Rgb = [number, number, number];
  const laid = (colour: string, under: Rgb): Rgb => {
    paint.fillStyle = `rgb(${under.join(" ")})`;
    paint.fillRect(0, 0, 1, 1);
    paint.fillStyle = colour;
    paint.fillRect(0, 0, 1, 1);
    const [red = 0, green = 0, blue = 0] = paint.getImageData(0, 0, 1, 1).data;
    return [red, green, blue];
  };
  const luminance = (rgb: Rgb) => {
    const [red = 0, green = 0, blue = 0] = rgb.map((channel) => {
      const value = channel / 255;
      return value <= 0.04045
        ? value / 12.92
        : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const contrast = (one: Rgb, other: Rgb) => {
    const [a, b] = [luminance(one), luminance(other)];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const canvas = laid(
    getComputedStyle(document.body).backgroundColor,
    [255, 255, 255],
  );
  const swatch = document.body.appendChild(document.createElement("i"));
  swatch.style.color = "Highlight";
  const selection = laid(getComputedStyle(swatch).color, canvas).join();
  swatch.remove();
  return [...document.querySelectorAll("input, select, textarea, button")]
    .filter((control) => {
      const { width, height } = control.getBoundingClientRect();
      return width > 2 && height > 2;
    })
    .flatMap((control) => {
      const style = getComputedStyle(control);
      const face = laid(style.backgroundColor, canvas);
      if (face.join() === selection) return [];
      const words = laid(style.color, face);
      const name = `${control.tagName.toLowerCase()} «${control.getAttribute("aria-label") ?? control.getAttribute("name") ?? control.textContent?.trim()}»`;
      return [
        contrast(face, canvas) >= 3 &&
          `${name}: its face ${style.backgroundColor} on the canvas rgb(${canvas.join(" ")})`,
        contrast(words, face) < 4.5 &&
          `${name}: its words ${style.color} on its face ${style.backgroundColor}`,
      ].filter((problem): problem is string => Boolean(problem));
    });
}

async function expectControlsInTheme(page: EnginePage, where: string) {
  await waitForEqual(
    `the controls off the theme on ${where}`,
    () => page.read(controlsOffTheme),
    [],
  );
}

/*
 * A visitor who has the browser override every page's colours (Firefox: Settings, Colours) gets
 * fields and buttons in their theme's colours. Firefox draws a control in the scheme the page says
 * it can be drawn in: when that was dark alone, a light theme's fields and buttons came out dark
 * grey on its white canvas.
 */
export const contrastThemeJourneys: Journey[] = THEMES.map((theme) => ({
  id: `contrast-${theme}`,
  name: `in a ${theme} contrast theme, every field and button on /get's sign-up and step 2 and on the home page drawn in the theme's colours`,
  contrastTheme: theme,
  async run(page, { screenshotFile }) {
    await page.open("/get");
    await expectControlsInTheme(page, "/get");
    await page.screenshot(screenshotFile(`contrast-${theme}-get`));
    await goToStep2(page);
    await expectControlsInTheme(page, "/get#personal-info");
    await page.screenshot(screenshotFile(`contrast-${theme}-get-step-2`));
    await page.open("/#fees");
    await expectControlsInTheme(page, "/#fees");
    await page.screenshot(screenshotFile(`contrast-${theme}-fees`));
  },
}));
