import { countries, defaultCountry } from "@/content/countries";
import { signUpCopy, viewTitles } from "@/content/get";
import { shareImageFor } from "@/content/share";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/page-metadata";
import { GetFlow } from "@/components/get/get-flow";
import { SplineBackground } from "@/components/get/spline-background";

export const metadata = pageMetadata({
  site,
  title: viewTitles["sign-up"],
  description: signUpCopy.description,
  path: "/get",
  image: shareImageFor("/get"),
});

/**
 * The country list is computed here at build time and handed to the flow as plain data, so the
 * packages it comes from never reach the browser.
 */
export default function GetPage() {
  return (
    <main
      id="main"
      className="relative flex min-h-dvh flex-col items-center justify-center px-4 pt-24 pb-12 sm:px-6 sm:pt-28 sm:pb-20"
    >
      <SplineBackground />
      <noscript>
        <p className="border-line-strong bg-surface-raised/80 text-fg max-w-panel mb-6 rounded-xl border px-5 py-4 text-center text-sm">
          {signUpCopy.needsJavaScript}
        </p>
      </noscript>
      <GetFlow countries={countries} defaultCountry={defaultCountry} />
    </main>
  );
}
