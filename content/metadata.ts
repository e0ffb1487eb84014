import type { Metadata } from "next";

import type { Route } from "./site";
import { pageMetadata, sharingImages } from "@/lib/page-metadata";
import { SITE_ORIGIN, SITE_URL } from "@/lib/site-url";
import {
  DEFAULT_LANGUAGE,
  type Language,
  copyOf,
  languageCodes,
  languages,
  pathIn,
} from "./languages";
import { site } from "./site";

/** The size every platform shows a sharing picture whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes a route's picture, under public/: /share/home.png, /share/es/get.png. */
export function shareImagePath(language: Language, route: Route) {
  const name = route === "/" ? "home" : route.slice(1);
  return language === DEFAULT_LANGUAGE
    ? `/share/${name}.png`
    : `/share/${language}/${name}.png`;
}

function shareImage(language: Language, route: Route) {
  return {
    path: shareImagePath(language, route),
    alt: copyOf(language).share.images[route].alt,
    ...SHARE_IMAGE_SIZE,
  };
}

/** A route's address in every language, and x-default for a visitor whose language we lack. */
export function languageAlternates(route: Route) {
  const entries = languageCodes.map(
    (language) =>
      [
        languages[language].tag,
        `${SITE_URL}${pathIn(language, route)}`,
      ] as const,
  );
  return {
    ...Object.fromEntries(entries),
    "x-default": `${SITE_URL}${pathIn(DEFAULT_LANGUAGE, route)}`,
  };
}

/** What every page of a language starts from: the title template, the brand, the fallbacks. */
export function documentMetadata(language: Language): Metadata {
  const { site: siteCopy } = copyOf(language);
  return {
    metadataBase: new URL(SITE_ORIGIN),
    title: {
      default: `${site.name}: ${siteCopy.tagline}`,
      template: `%s · ${site.name}`,
    },
    description: siteCopy.description,
    applicationName: site.name,
    // What a page without sharing tags of its own shows, the not-found pages among them.
    ...sharingImages(shareImage(language, "/")),
  };
}

/** A page's title, description, canonical URL, alternates in the other languages and sharing tags. */
function routeMetadata(
  language: Language,
  route: Route,
  { title, description }: { title?: string; description: string },
): Metadata {
  const { site: siteCopy } = copyOf(language);
  return pageMetadata({
    site: { name: site.name, tagline: siteCopy.tagline },
    title,
    description,
    path: pathIn(language, route),
    locale: languages[language].ogLocale,
    alternateLocales: languageCodes
      .filter((other): boolean => other !== language)
      .map((other) => languages[other].ogLocale),
    languages: languageAlternates(route),
    image: shareImage(language, route),
  });
}

/** Each route's own words for its metadata. */
export function metadataOf(language: Language, route: Route): Metadata {
  const copy = copyOf(language);
  switch (route) {
    case "/":
      return routeMetadata(language, route, {
        description: copy.site.description,
      });
    case "/get":
      return routeMetadata(language, route, {
        title: copy.get.viewTitles["sign-up"],
        description: copy.get.signUp.description,
      });
    case "/token":
      return routeMetadata(language, route, {
        title: copy.token.hero.pageTitle,
        description: copy.token.hero.intro,
      });
    case "/privacy":
      return routeMetadata(language, route, {
        title: copy.privacy.pageTitle,
        description: copy.privacy.description,
      });
  }
}
