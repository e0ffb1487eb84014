import { canShow, initialValues, VIEWS } from "@/lib/get-flow-machine";
import { hashForView } from "@/lib/get-flow-history";
import { STORAGE_KEY } from "@/lib/get-flow-storage";

/*
 * The server draws /get's sign-up whatever the URL names. After a reload mid-flow the flow shows
 * the view the visitor was on once its scripts arrive: until then the page covers the server's
 * view with a note, rather than show an empty sign-up that the visitor might start filling in
 * again, only to see it replaced. An inline script decides before the panel is parsed, from the
 * same URL and storage the flow reads; the flow takes the cover away once it has drawn its view.
 */

export const RESUME_COVER_ID = "get-resume-cover";

/** The scripts neither arrived nor failed by then: the server's page is what the visitor gets. */
export const RESUME_COVER_MAX_MS = 10_000;

/** The note inside the panel: the cover shows it and hides what follows it. */
export const RESUME_NOTE_ID = "get-resume-note";

const noValues = initialValues("");
/** URL fragments of the views the flow shows with nothing stored (login). */
const shownAlways = VIEWS.filter(
  (view) => view !== "sign-up" && canShow(noValues, view),
).map(hashForView);
/** URL fragments of the views the flow shows only to someone it can greet. */
const shownToGreeted = VIEWS.filter((view) => !canShow(noValues, view)).map(
  hashForView,
);

const COVER_CSS = `#${RESUME_NOTE_ID}{display:grid}#${RESUME_NOTE_ID}~*{visibility:hidden}`;

/**
 * The inline script, short because the page carries it twice (in its HTML and its payload). A
 * guess that storage holds someone the flow then finds wanting costs a moment of cover, nothing
 * more. A script of the page's that fails to load uncovers at once (the server's page still takes
 * presses), and so does the time limit; storage switched off, or holding anything else, covers
 * nothing.
 */
export const RESUME_COVER_SCRIPT = [
  "(()=>{try{",
  `const h=location.hash,s=${JSON.stringify(shownToGreeted)}.includes(h)&&JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)}));`,
  `if(!${JSON.stringify(shownAlways)}.includes(h)&&!s?.greeted)return;`,
  `const c=document.createElement("style");c.id=${JSON.stringify(RESUME_COVER_ID)};c.textContent=${JSON.stringify(COVER_CSS)};document.head.append(c);`,
  `addEventListener("error",e=>{e.target instanceof HTMLScriptElement&&c.remove()},true);`,
  `setTimeout(()=>c.remove(),${RESUME_COVER_MAX_MS})`,
  "}catch{}})()",
].join("");

/** The flow has drawn its own view. */
export function removeResumeCover() {
  document.getElementById(RESUME_COVER_ID)?.remove();
}
