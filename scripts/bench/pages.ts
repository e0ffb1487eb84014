import { join } from "node:path";

/** What one column of the bench measures: a page of a folder that holds a static export in out/. */
export type Page = {
  /** How the table and the report name it: the route, or the floor's name. */
  name: string;
  /** Where the measured page lives, and the file that folder's out/ answers it with. */
  path: string;
  file: string;
  folder: string;
  isFloor: boolean;
};

/** Where the floors are copied and built: ignored by git and every tool, like the other reports. */
export const FLOORS_FOLDER = join(".reports", "bench");

const floor = (name: string, folder: string): Page => ({
  name,
  path: "/",
  file: "index.html",
  folder: join(FLOORS_FOLDER, folder),
  isFloor: true,
});

/** The framework's floor: an empty Next page, no stylesheet, no font. */
export const EMPTY_FLOOR = floor("empty Next page", "empty");
/** The same page carrying our built stylesheet and font: what that render-blocking pair costs. */
export const STYLED_FLOOR = floor("+ our CSS and font", "styled");

export const ROUTES = ["/", "/get", "/token", "/privacy"] as const;
export type Route = (typeof ROUTES)[number];

export const ROUTE_PAGES: Page[] = ROUTES.map((path) => ({
  name: path,
  path,
  file: path === "/" ? "index.html" : `${path.slice(1)}.html`,
  folder: ".",
  isFloor: false,
}));

/** One round measures them in this order, so a busy or quiet moment falls on floors and routes. */
export const PAGES = [EMPTY_FLOOR, STYLED_FLOOR, ...ROUTE_PAGES];
