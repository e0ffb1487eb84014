import { join } from "node:path";

import { copyOf, type Language, pathIn } from "@/content/languages";
import type { PressCopy } from "./get-interactive";
import type { CountryListCopy } from "./settled-tap";

/** What one column of the bench measures: a page of a folder that holds a static export in out/. */
export type Page = {
  /** How the table and the report name it: the route, or the floor's name. */
  name: string;
  /** Where the measured page lives, and the file that folder's out/ answers it with. */
  path: string;
  file: string;
  folder: string;
  isFloor: boolean;
  /** The English route whose budget it is held to: a translated page has its twin's. */
  twin?: Route;
  /** The button tapped as soon as it is on screen, and the heading that shows it took effect. */
  press?: PressCopy;
  /** The way to step 2's country list, whose opening tap is timed on a settled page. */
  countryList?: CountryListCopy;
};

/** Where the floors are copied and built: ignored by git and every tool, like the other reports. */
const FLOORS_FOLDER = join(".reports", "bench");

const floor = (name: string, folder: string, press?: PressCopy): Page => ({
  name,
  path: "/",
  file: "index.html",
  folder: join(FLOORS_FOLDER, folder),
  isFloor: true,
  press,
});

const pressCopyIn = (language: Language): PressCopy => ({
  button: copyOf(language).get.signUp.login,
  heading: copyOf(language).get.viewTitles.login,
});

const countryListCopyIn = (language: Language): CountryListCopy => {
  const { fields, signUp, welcome, selectCard, personalInfo } =
    copyOf(language).get;
  return {
    fields: [fields.firstName.label, fields.lastName.label, fields.email.label],
    signUp: signUp.submit,
    deposit: welcome.deposit,
    next: selectCard.buttons.next,
    country: personalInfo.country.label,
  };
};

/** The framework's floor: an empty Next page, no stylesheet, no font. */
export const EMPTY_FLOOR = floor("empty Next page", "empty");
/** The same page carrying our built stylesheet and font: what that render-blocking pair costs. */
export const STYLED_FLOOR = floor("+ our CSS and font", "styled");
/** The empty page with a form of one Login button that shows "Welcome back": /get's press alone. */
export const FORM_FLOOR = floor("+ a Login form", "form", pressCopyIn("en"));

const ROUTES = ["/", "/get", "/token", "/privacy"] as const;
export type Route = (typeof ROUTES)[number];

/** Every English route, and in each other language its home and the route its visitors need most. */
const MEASURED: [Language, Route][] = [
  ...ROUTES.map((route): [Language, Route] => ["en", route]),
  ["es", "/"],
  ["es", "/get"],
  ["pt-br", "/"],
  ["pt-br", "/token"],
];

export const ROUTE_PAGES: Page[] = MEASURED.map(([language, route]) => {
  const path = pathIn(language, route);
  return {
    name: path,
    path,
    file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
    folder: ".",
    isFloor: false,
    twin: route,
    press: route === "/get" ? pressCopyIn(language) : undefined,
    countryList: route === "/get" ? countryListCopyIn(language) : undefined,
  };
});

/** Lighthouse measures these, in this order each round, so a busy or quiet moment falls on all. */
export const LIGHTHOUSE_PAGES = [EMPTY_FLOOR, STYLED_FLOOR, ...ROUTE_PAGES];
/** Every page the bench serves. */
export const PAGES = [...LIGHTHOUSE_PAGES, FORM_FLOOR];
