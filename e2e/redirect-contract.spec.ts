import { expect } from "./fixtures";
import { rawRequest } from "./raw-request";
import { test } from "./static-servers";

// No redirect of ours may leave our origin, on `npm run serve` (the `serve` project) or on nginx
// with the generated server block (the `nginx` project). A server builds a redirect's target from
// the decoded path, and browsers read `/\host`, `/<tab>/host` or `//host` as another host's
// address: a link on our domain would land a visitor on a phishing page.

const EVIL = "evil.example";

/** Ways to start a path so that, decoded and normalised, it may read as another host. */
const HOSTILE_STARTS = [
  `\\${EVIL}`,
  `\\\\${EVIL}`,
  `%5C${EVIL}`,
  `%5c%5c${EVIL}`,
  `%5C/${EVIL}`,
  `/%5C${EVIL}`,
  `/${EVIL}`,
  `%2F${EVIL}`,
  `%2F%2F${EVIL}`,
  `%2f%5C${EVIL}`,
  `%09/${EVIL}`,
  `%09%09/${EVIL}`,
  `%0A/${EVIL}`,
  `%0D%0A/${EVIL}`,
  `%0D%0ALocation:%20https://${EVIL}`,
  `%0B/${EVIL}`,
  `%20/${EVIL}`,
  `%E3%80%80/${EVIL}`,
  `.%2F%2F${EVIL}`,
  `get/..%2F%2F${EVIL}`,
  `https:%2F%2F${EVIL}`,
  `https://${EVIL}`,
  `%68ttps://${EVIL}`,
  `@${EVIL}`,
  `${"a".repeat(3000)}%2F%2F${EVIL}`,
  `${"%2F".repeat(1000)}${EVIL}`,
];

/** Each redirecting rule, fed a start: trailing slash, `.html`, `index`, and in other places. */
const SHAPES = [
  (start: string) => `/${start}/`,
  (start: string) => `/${start}//`,
  (start: string) => `/${start}.html`,
  (start: string) => `/${start}/index.html`,
  (start: string) => `/${start}/index`,
  (start: string) => `/${start}/get/`,
  (start: string) => `/get.html?${start}`,
  (start: string) => `/get/?${start}`,
];

const TARGETS = [
  ...SHAPES.flatMap((shape) => HOSTILE_STARTS.map(shape)),
  // Unencoded whitespace, which a browser would never send but a script can.
  `/\t/${EVIL}/`,
  `/ /${EVIL}/`,
  // The absolute form names a host in the request line itself.
  `http://${EVIL}/get/`,
  `http://${EVIL}//${EVIL}/`,
];

/** Why a `Location` would take the browser off `origin`, or undefined when it stays. */
function leaves(location: string, origin: string): string | undefined {
  if (!location.startsWith("/")) return "not a path";
  if (/^\/[/\\]/.test(location)) return "starts with // or /\\";
  // Browsers drop tabs and newlines from a URL, and C0 controls and spaces from its ends.
  if (/[\x00-\x20\x7f]/.test(location)) return "holds whitespace or a control";
  if (new URL(location, origin).origin !== origin) return "another origin";
  return undefined;
}

test("no redirect, whatever the path, leads off our origin", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const problems: string[] = [];
  for (const target of TARGETS) {
    const { status, headers } = await rawRequest(origin, target);
    const label = JSON.stringify(target.slice(0, 120));
    const reason =
      headers.location === undefined
        ? undefined
        : leaves(headers.location, origin);
    if (reason)
      problems.push(
        `${label} → ${JSON.stringify(headers.location)}: ${reason}`,
      );
    if (status >= 500) problems.push(`${label} → ${status}`);
  }
  expect(problems).toEqual([]);
});

test("the clean-URL redirects those paths attack still answer", async ({
  baseURL,
}) => {
  for (const [target, location] of [
    ["/get/", "/get"],
    ["/get//", "/get"],
    ["/token.html", "/token"],
    ["/index.html", "/"],
    ["/get.html?ref=a//b", "/get?ref=a//b"],
  ] as const) {
    const response = await rawRequest(baseURL ?? "", target);
    expect(response.status, target).toBe(301);
    expect(response.headers.location, target).toBe(location);
  }
});
