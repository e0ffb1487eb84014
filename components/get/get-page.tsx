import {
  countriesIn,
  DEFAULT_COUNTRY_CODE,
  requireCountry,
} from "@/content/countries";
import { countrySearchNames } from "@/content/country-search-names";
import { type Language, copyOf, languages, pathIn } from "@/content/languages";
import { site } from "@/content/site";
import { RESUME_COVER_SCRIPT } from "@/lib/resume-cover";
import { PaintWholeUpToHere } from "@/components/layout/paint-whole-up-to-here";
import { WholeStylesheet } from "@/components/layout/whole-stylesheet";
import { GetFlow } from "./get-flow";
import { ResumeCover } from "./resume-cover";
import { SplineBackground } from "./spline-background";

/** Without scripts the flow's buttons do nothing: drawn as the disabled buttons are. */
const BUTTONS_WITHOUT_SCRIPTS =
  "#main form button{opacity:.5;pointer-events:none}";

/**
 * /get in one language. The country list is computed here at build time, named in the page's
 * language, and handed to the flow as plain data with the flow's words, so neither the packages
 * it comes from nor another language's copy ever reach the browser.
 */
export function GetPage({ language }: { language: Language }) {
  const { get, card } = copyOf(language);
  const { tag, countryNames } = languages[language];
  const countries = countriesIn(
    countryNames,
    tag,
    countrySearchNames[language],
  );
  // Clipped sideways: on a narrow screen the card's glow reaches past the window's edge, and the
  // page would scroll sideways for it.
  return (
    <main
      id="main"
      className="relative flex min-h-dvh flex-col items-center justify-center overflow-x-clip px-4 pt-[calc(var(--navbar-height)+2rem)] pb-12 max-[15rem]:px-2 sm:px-6 sm:pt-28 sm:pb-20"
    >
      <noscript>
        <style>{BUTTONS_WITHOUT_SCRIPTS}</style>
        <p className="border-line-strong bg-surface-raised/80 text-fg max-w-panel mb-6 rounded-xl border px-5 py-4 text-center text-sm">
          {get.signUp.needsJavaScript}
        </p>
      </noscript>
      <ResumeCover script={RESUME_COVER_SCRIPT} />
      <GetFlow
        language={language}
        copy={{ get, card, privacyHref: pathIn(language, "/privacy") }}
        siteName={site.name}
        countries={countries}
        defaultCountry={requireCountry(countries, DEFAULT_COUNTRY_CODE)}
      />
      <SplineBackground pauseLabel={get.pauseScene} />
      {/* The panel is centred: half of it painted would grow and move up as the rest arrived. */}
      <PaintWholeUpToHere id="get-flow-end" />
      <WholeStylesheet />
    </main>
  );
}
