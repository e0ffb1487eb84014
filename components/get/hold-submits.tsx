// Until the flow's code has arrived, Enter in a field submits the form the browser's own way: a
// GET to the host with every field in the URL. SPEC §4: nothing typed leaves the browser, so every
// submit is held; the views handle their own. An inline script rather than part of the flow, which
// is exactly what has not loaded yet. The build allows it by hash.
const HOLD_SUBMITS = `document.addEventListener("submit", function (event) { event.preventDefault(); }, true);`;

export function HoldSubmits() {
  return <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMITS }} />;
}
