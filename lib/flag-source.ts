import { withBasePath } from "@/lib/site-url";

/** Where a country's flag is served: one static SVG per ISO code, written at build time. */
export function flagSource(code: string) {
  return withBasePath(`/flags/${code}.svg`);
}
