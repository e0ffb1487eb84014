// The export serves one 404.html per language for every unknown path, so the path is only known in
// the browser.
// An inline script rather than a client island: the root not-found boundary belongs to every
// route, so an island's chunk was one more request on every page. The build allows it by hash.
const LOG_MISSING_PATH = `console.log("Page not found: " + window.location.pathname);`;

export function LogMissingPath() {
  return <script dangerouslySetInnerHTML={{ __html: LOG_MISSING_PATH }} />;
}
