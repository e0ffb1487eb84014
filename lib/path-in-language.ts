type SiteLanguages = {
  defaultLanguage: string;
  languages: readonly string[];
  /** The pages every language has: "/", "/get"… */
  routes: readonly string[];
};

/**
 * The same page in another language: every language but the default one lives under a segment of
 * its own ("/es/get"), the default under none ("/get"). A page the languages do not share, such as
 * a not-found page, leads to the other language's home.
 */
export function pathInLanguage(
  pathname: string,
  target: string,
  { defaultLanguage, languages, routes }: SiteLanguages,
): string {
  const [, first = "", ...rest] = pathname.split("/");
  const isPrefixed = first !== defaultLanguage && languages.includes(first);
  const route = isPrefixed ? `/${rest.join("/")}` : pathname || "/";
  const page = routes.includes(route) ? route : "/";
  if (target === defaultLanguage) return page;
  return page === "/" ? `/${target}` : `/${target}${page}`;
}
