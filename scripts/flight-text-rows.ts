/**
 * With `experimental.inlineCss`, Next writes the stylesheet into the page's RSC payload twice,
 * once for the layout and once again for its global-error boundary, besides the `<style>` the
 * HTML paints with (vercel/next.js#98110; the fixes, #98084 and #98397, are unreleased). The
 * payload is a list of rows; a text row is `<id>:T<length in UTF-8 bytes, hex>,<text>` and is
 * used as `"$<id>"`. A text row is an immutable string, so a repeated one can be dropped and its
 * uses pointed at the first: the page gets the same values with one copy less.
 */

/** Rows whose value is the next `length` bytes: text, and React's typed arrays. */
const SIZED_ROW = /^([0-9a-f]+):([TAOoUSsLlGgMmVb])([0-9a-f]+),/;
const MODEL_ROW = /^[0-9a-f]*:/;
/** A reference to a row: `"$2"`, or another form (`"$L2"`, `"$@2"`, `"$2:path"`). */
const USE = /"\$([A-Za-z@]?)([0-9a-f]+)((?::[^"]*)?)"/g;

type Row = { start: number; end: number } & (
  { kind: "model" } | { kind: "sized"; id: string; text: string | null }
);

/** One change to a string: the characters from start to end become `text`. */
type Edit = { start: number; end: number; text: string };

/** The payload's rows, or null when it does not read as one. */
function rowsOf(payload: string): Row[] | null {
  const rows: Row[] = [];
  let at = 0;
  while (at < payload.length) {
    const head = payload.slice(at, at + 40);
    const sized = SIZED_ROW.exec(head);
    if (sized) {
      const [header, id = "", tag, hexLength = ""] = sized;
      const valueStart = at + header.length;
      // A row's value is at most as many characters as it has bytes.
      const byteLength = Number.parseInt(hexLength, 16);
      const value = Buffer.from(
        payload.slice(valueStart, valueStart + byteLength),
        "utf8",
      )
        .subarray(0, byteLength)
        .toString("utf8");
      const end = valueStart + value.length;
      rows.push({
        kind: "sized",
        id,
        text: tag === "T" ? value : null,
        start: at,
        end,
      });
      at = end;
    } else if (MODEL_ROW.test(head)) {
      const newline = payload.indexOf("\n", at);
      if (newline < 0) return null;
      rows.push({ kind: "model", start: at, end: newline + 1 });
      at = newline + 1;
    } else return null;
  }
  return rows;
}

/** The edits that drop every repeated text row and point its uses at the first. */
export function repeatedTextRowEdits(payload: string): Edit[] {
  const rows = rowsOf(payload);
  if (!rows) return [];
  const firstIdWithText = new Map<string, string>();
  const sameAs = new Map<string, string>();
  const edits: Edit[] = [];
  for (const row of rows) {
    if (row.kind !== "sized" || row.text === null) continue;
    const first = firstIdWithText.get(row.text);
    if (first === undefined) firstIdWithText.set(row.text, row.id);
    else {
      sameAs.set(row.id, first);
      edits.push({ start: row.start, end: row.end, text: "" });
    }
  }
  if (sameAs.size === 0) return [];
  for (const row of rows) {
    if (row.kind !== "model") continue;
    for (const use of payload.slice(row.start, row.end).matchAll(USE)) {
      const [reference, form, id = "", path] = use;
      const first = sameAs.get(id);
      if (first === undefined) continue;
      // Only a plain use is known to mean the text itself: with any other, nothing is changed.
      if (form || path) return [];
      const start = row.start + use.index;
      edits.push({ start, end: start + reference.length, text: `"$${first}"` });
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}

/** `["$","style",key,{…}]`: an element React hoists into the head when it has href and precedence. */
const STYLE_ELEMENT = /\["\$","style",(?:"[^"]*"|null),(\{[^{}]*\})\]/g;

/**
 * The edits that empty the text of every stylesheet the page already holds. A `<style>` with an
 * `href` and a `precedence` is a resource: React adopts the one in the document whose `data-href`
 * names it and never reads its text again, so its text row is only read by a document that lacks
 * it. `isInDocument(href)` says whether every document that reads this payload has it.
 */
export function inlineStylesheetEdits(
  payload: string,
  isInDocument: (href: string) => boolean,
): Edit[] {
  const rows = rowsOf(payload);
  if (!rows) return [];
  const styleUses = new Map<string, number>();
  const allUses = new Map<string, number>();
  const count = (uses: Map<string, number>, id: string) =>
    uses.set(id, (uses.get(id) ?? 0) + 1);
  for (const row of rows) {
    if (row.kind !== "model") continue;
    const text = payload.slice(row.start, row.end);
    for (const [, form, id = ""] of text.matchAll(USE))
      if (!form) count(allUses, id);
    for (const [, propsText = "{}"] of text.matchAll(STYLE_ELEMENT)) {
      const props = JSON.parse(propsText) as Record<string, unknown>;
      const { href, precedence, children } = props;
      const id =
        typeof children === "string" && /^\$([0-9a-f]+)$/.exec(children)?.[1];
      if (
        typeof href === "string" &&
        typeof precedence === "string" &&
        id &&
        isInDocument(href)
      )
        count(styleUses, id);
    }
  }
  return rows.flatMap((row) =>
    row.kind === "sized" &&
    row.text &&
    styleUses.has(row.id) &&
    styleUses.get(row.id) === allUses.get(row.id)
      ? [{ start: row.start, end: row.end, text: `${row.id}:T0,` }]
      : [],
  );
}

/**
 * Applies edits made to the concatenation of `parts` to the parts themselves, so that a payload
 * written in several pieces keeps its pieces: an edit's text goes to the part it starts in, and
 * what it removes is removed from every part it covers.
 */
export function editParts(parts: string[], edits: Edit[]): string[] {
  let partStart = 0;
  return parts.map((part) => {
    const partEnd = partStart + part.length;
    let result = "";
    let at = partStart;
    for (const edit of edits) {
      if (edit.end <= partStart || edit.start >= partEnd) continue;
      const start = Math.max(edit.start, partStart);
      result += payloadSlice(part, partStart, at, start);
      if (edit.start >= partStart) result += edit.text;
      at = Math.min(edit.end, partEnd);
    }
    result += payloadSlice(part, partStart, at, partEnd);
    partStart = partEnd;
    return result;
  });
}

function payloadSlice(
  part: string,
  partStart: number,
  from: number,
  to: number,
) {
  return part.slice(from - partStart, to - partStart);
}

/** What to change in a payload, found by reading it whole. */
type PayloadEdits = (payload: string) => Edit[];

/** The payload of an `.txt` file with `edits` applied. */
export function editPayload(payload: string, edits: PayloadEdits): string {
  const [edited = payload] = editParts([payload], edits(payload));
  return edited;
}

/** An inline push of payload text, its literal in either quote (see `inScript`). */
const PUSH =
  /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\]\)<\/script>/g;

/**
 * As Next writes a string into an inline script (JSON, with nothing that could end the script),
 * but between single quotes when that is shorter: the payload is mostly JSON, whose every `"`
 * costs a backslash in a double-quoted literal, and the copy's apostrophes are typographic. The
 * script pushes the same string, in 4–8 KB less of the page's HTML.
 */
export function inScript(value: string): string {
  const json = JSON.stringify(value)
    .replaceAll("&", "\\u0026")
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
  const singleQuoted = `'${json
    .slice(1, -1)
    .replace(/\\.|'/g, (token) =>
      token === "'" ? "\\'" : token === '\\"' ? '"' : token,
    )}'`;
  return singleQuoted.length < json.length ? singleQuoted : json;
}

/** The string a literal written by `inScript` (or by Next) stands for. */
function fromScript(literal: string): string {
  if (literal.startsWith('"')) return JSON.parse(literal) as string;
  const json = literal
    .slice(1, -1)
    .replace(/\\.|"/g, (token) =>
      token === '"' ? '\\"' : token === "\\'" ? "'" : token,
    );
  return JSON.parse(`"${json}"`) as string;
}

/** The stylesheet hrefs a page's HTML holds, as React marks them: `data-href`, space-separated. */
export function stylesheetsIn(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<style[^>]* data-href="([^"]+)"/g)].flatMap(
      ([, hrefs = ""]) => hrefs.split(/\s+/),
    ),
  );
}

/**
 * A page with `edits` applied to its inline payload, each push kept where it was and every one
 * written by `inScript`.
 */
export function editHtmlPayload(html: string, editsOf: PayloadEdits): string {
  const pushes = [...html.matchAll(PUSH)];
  const parts = pushes.map(([, literal = '""']) => fromScript(literal));
  const edited = editParts(parts, editsOf(parts.join("")));
  let result = "";
  let at = 0;
  pushes.forEach((push, index) => {
    result += html.slice(at, push.index);
    result += `<script>self.__next_f.push([1,${inScript(edited[index] ?? "")}])</script>`;
    at = push.index + push[0].length;
  });
  return result + html.slice(at);
}

/** The payload a page's inline scripts push, whole. */
export function htmlPayload(html: string): string {
  return [...html.matchAll(PUSH)]
    .map(([, literal = '""']) => fromScript(literal))
    .join("");
}
