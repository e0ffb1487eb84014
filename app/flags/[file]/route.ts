import * as flags from "country-flag-icons/string/3x2";

import { countries } from "@/content/countries";

// Written to out/flags/XX.svg at build time: the picker's flags cost no JavaScript.
export const dynamic = "force-static";
export const dynamicParams = false;

const SVG_SUFFIX = ".svg";

export function generateStaticParams() {
  return countries.map(({ code }) => ({ file: `${code}${SVG_SUFFIX}` }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<"/flags/[file]">,
) {
  const { file } = await params;
  const code = file.slice(0, -SVG_SUFFIX.length) as keyof typeof flags;
  return new Response(flags[code], {
    headers: { "content-type": "image/svg+xml" },
  });
}
