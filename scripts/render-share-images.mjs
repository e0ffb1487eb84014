// Before `next build`: draws every route's sharing image, in every language, from each language's
// content/<language>/share.ts into public/share/ (public/share/es/ for Spanish), so a copy change
// reaches the pictures on the next build; the pages name them in their metadata. Next's ImageResponse (satori and resvg, no browser) renders
// static PNGs: generated `opengraph-image.tsx` routes would land in out/ without an extension and
// reach visitors with no content type. Ignored by git, like the subset font.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createElement as h } from "react";
import { ImageResponse } from "next/og.js";
import { createJiti } from "jiti";
import subsetFont from "subset-font";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const {
  brandColors: c,
  brandGradients,
  LOGO_MARK_PATH,
  withAlpha,
} = await jiti.import("../lib/brand.ts");
const { business } = await jiti.import("../content/business.ts");
const { site } = await jiti.import("../content/site.ts");
const { copyOf, languageCodes } = await jiti.import("../content/languages.ts");
const { SHARE_IMAGE_SIZE, shareImagePath } = await jiti.import(
  "../content/metadata.ts",
);

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const FONT =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const WEIGHTS = [400, 600, 800];

/** Inter at each weight the pictures use, as static TrueType: satori reads no variable fonts. */
async function fonts() {
  const source = readFileSync(FONT);
  // Printable ASCII covers the card's uppercase labels; the content adds its typographic marks.
  const ascii = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
    String.fromCharCode(0x20 + index),
  );
  const characters = [
    ...new Set([
      ...ascii,
      ...JSON.stringify(languageCodes.map((code) => copyOf(code).share)),
      "•",
    ]),
  ].join("");
  return Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: "Inter",
      weight,
      data: await subsetFont(source, characters, {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      }),
    })),
  );
}

const flex = (style, ...children) =>
  h("div", { style: { display: "flex", ...style } }, ...children);

function mark(size) {
  return flex(
    {
      width: size,
      height: size,
      borderRadius: size * 0.28,
      backgroundImage: brandGradients.accent,
      alignItems: "center",
      justifyContent: "center",
    },
    h(
      "svg",
      { width: size, height: size, viewBox: "0 0 32 32" },
      h("path", { d: LOGO_MARK_PATH, fill: c.canvas }),
    ),
  );
}

function pill(text, accent) {
  return flex(
    {
      alignItems: "center",
      gap: 10,
      padding: "12px 20px",
      borderRadius: 999,
      border: `1px solid ${withAlpha(c.white, 0.16)}`,
      backgroundColor: withAlpha(c.surfaceRaised, 0.92),
      fontSize: 22,
      fontWeight: 600,
    },
    flex({ width: 10, height: 10, borderRadius: 99, backgroundColor: accent }),
    text,
  );
}

function card(art, { rotate, width }) {
  return flex(
    {
      width,
      height: width / 1.586,
      borderRadius: 26,
      padding: 30,
      flexDirection: "column",
      justifyContent: "space-between",
      backgroundImage: `linear-gradient(115deg, transparent 30%, ${withAlpha(c.white, 0.16)} 45%, transparent 60%), ${brandGradients.cardFace}`,
      boxShadow: `0 40px 80px -20px ${withAlpha(c.black, 0.85)}`,
      border: `1px solid ${withAlpha(c.white, 0.14)}`,
      transform: `rotate(${rotate}deg)`,
      color: c.fg,
    },
    flex(
      { justifyContent: "space-between", alignItems: "center" },
      flex({ fontSize: 24, fontWeight: 600 }, site.name),
      flex(
        {
          fontSize: 14,
          letterSpacing: 3,
          textTransform: "uppercase",
          opacity: 0.9,
        },
        art.cardKind,
      ),
    ),
    flex({ width: 62, height: 46, borderRadius: 9, backgroundColor: c.chip }),
    flex(
      { justifyContent: "space-between", alignItems: "flex-end" },
      flex({ fontSize: 22, letterSpacing: 5 }, `•••• ${business.cardLastFour}`),
      flex(
        { fontSize: 44, fontWeight: 800, letterSpacing: -1 },
        business.cardNetwork.toUpperCase(),
      ),
    ),
  );
}

function panel(children) {
  return flex(
    {
      flexDirection: "column",
      width: 440,
      padding: "18px 28px",
      borderRadius: 28,
      border: `1px solid ${withAlpha(c.white, 0.12)}`,
      backgroundColor: withAlpha(c.surface, 0.92),
      boxShadow: `0 40px 80px -30px ${withAlpha(c.black, 0.9)}`,
    },
    ...children,
  );
}

function row(label, value, accent, isLast) {
  return flex(
    {
      justifyContent: "space-between",
      alignItems: "center",
      gap: 20,
      padding: "18px 0",
      borderBottom: isLast ? "none" : `1px solid ${withAlpha(c.white, 0.08)}`,
      fontSize: 21,
    },
    flex({ color: c.fg, whiteSpace: "nowrap" }, label),
    flex({ fontSize: 36, fontWeight: 800, color: accent }, value),
  );
}

/** The picture beside the headline, drawn with the words of the image's language. */
const arts = {
  card: (art) => flex({ marginTop: 40 }, card(art, { rotate: -8, width: 440 })),
  "card-issued": (art) =>
    flex(
      { flexDirection: "column", alignItems: "flex-end", gap: 26 },
      pill(art.issued, c.mint),
      card(art, { rotate: -6, width: 430 }),
    ),
  token: (art) =>
    panel(
      art.tokenFigures.map((figure, index, all) =>
        row(
          figure.label,
          figure.value,
          index < 2 ? c.mint : c.lilac,
          index === all.length - 1,
        ),
      ),
    ),
  privacy: (art) =>
    panel(
      art.privacyFacts.map((fact, index, all) =>
        row(fact.label, fact.value, c.mint, index === all.length - 1),
      ),
    ),
};

/** The headline word by word, so it wraps like text; the closing words in the accent gradient. */
function title({ lead, highlight }) {
  const words = (text, style) =>
    text.split(" ").map((word) => flex(style, word));
  return flex(
    {
      flexWrap: "wrap",
      columnGap: 18,
      marginTop: 56,
      fontSize: 72,
      fontWeight: 600,
      lineHeight: 1.04,
      letterSpacing: -2.5,
    },
    ...words(lead, {}),
    ...words(highlight, {
      backgroundImage: brandGradients.accent,
      backgroundClip: "text",
      color: "transparent",
    }),
  );
}

function picture(image, art) {
  return flex(
    {
      width: WIDTH,
      height: HEIGHT,
      padding: "72px 80px",
      backgroundColor: c.canvas,
      backgroundImage: `radial-gradient(circle at 8% 0%, ${withAlpha(c.violet, 0.38)}, transparent 45%), radial-gradient(circle at 95% 100%, ${withAlpha(c.mint, 0.2)}, transparent 42%)`,
      color: c.fg,
      fontFamily: "Inter",
      justifyContent: "space-between",
      alignItems: "center",
    },
    flex(
      { flexDirection: "column", width: 570, height: "100%" },
      flex(
        { alignItems: "center", gap: 16, fontSize: 30, fontWeight: 600 },
        mark(52),
        site.name,
      ),
      title(image.titleParts),
      flex(
        { marginTop: 28, fontSize: 26, lineHeight: 1.4, color: c.fgMuted },
        image.subtitle,
      ),
    ),
    arts[image.art](art),
  );
}

// Served as they are, at the paths the pages' sharing tags name.
const PUBLIC = "public";

// ImageResponse asks Google Fonts for any character Inter lacks, and only logs a failure. The
// build never downloads: such a request is refused, and fails the build. (Its own WebAssembly
// comes as `data:` addresses.)
const fetchInPlace = globalThis.fetch;
let refusedRequest;
globalThis.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input);
  if (url.protocol === "data:") return fetchInPlace(input, init);
  refusedRequest ??= `${url.origin}${url.pathname}`;
  throw new Error("The build makes no requests.");
};

const loadedFonts = await fonts();
let written = 0;
for (const language of languageCodes) {
  const { images, art } = copyOf(language).share;
  for (const [route, image] of Object.entries(images)) {
    const png = Buffer.from(
      await new ImageResponse(picture(image, art), {
        width: WIDTH,
        height: HEIGHT,
        fonts: loadedFonts,
      }).arrayBuffer(),
    );
    const file = join(PUBLIC, shareImagePath(language, route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    written += 1;
  }
}
if (refusedRequest) {
  console.error(
    `A sharing image shows a character Inter has no glyph for (it asked ${refusedRequest}): change the words in content/<language>/share.ts.`,
  );
  process.exit(1);
}
console.log(
  `Wrote ${written} sharing images: every route in ${languageCodes.join(", ")}.`,
);
