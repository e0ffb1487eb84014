import {
  editHtmlPayload,
  editParts,
  editPayload,
  htmlPayload,
  inScript,
  inlineStylesheetEdits,
  repeatedTextRowEdits,
  stylesheetsIn,
} from "@/scripts/flight-text-rows";

// What the build does to every `.txt` payload and every page (`scripts/dedupe-payload.mjs`).
const withoutRepeatedTextRows = (payload: string) =>
  editPayload(payload, repeatedTextRowEdits);
const htmlWithoutRepeatedTextRows = (html: string) =>
  editHtmlPayload(html, repeatedTextRowEdits);

const textRow = (id: string, text: string) =>
  `${id}:T${Buffer.byteLength(text, "utf8").toString(16)},${text}`;

const css = `.a{content:"→"}\n.b>.c{color:red}/* </style> & */`;
const payload = [
  '1:"$Sreact.fragment"\n',
  ':HL["/font.woff2","font"]\n',
  textRow("2", css),
  '0:{"t":["$","style","0",{"href":"/a.css","children":"$2"}],"G":["$b",["$Lc"]]}\n',
  textRow("2e", css),
  'c:["$","style","0",{"href":"/a.css","children":"$2e"}]\n',
  textRow("3", "another text"),
  '4:["$","p",null,{"children":"$3"}]\n',
].join("");

describe("repeatedTextRowEdits on a payload", () => {
  it("drops a repeated text row and points its uses at the first", () => {
    expect(withoutRepeatedTextRows(payload)).toBe(
      [
        '1:"$Sreact.fragment"\n',
        ':HL["/font.woff2","font"]\n',
        textRow("2", css),
        '0:{"t":["$","style","0",{"href":"/a.css","children":"$2"}],"G":["$b",["$Lc"]]}\n',
        'c:["$","style","0",{"href":"/a.css","children":"$2"}]\n',
        textRow("3", "another text"),
        '4:["$","p",null,{"children":"$3"}]\n',
      ].join(""),
    );
  });

  it("reads a text row's length in UTF-8 bytes, so text after a multi-byte character stays whole", () => {
    const withArrows = textRow("5", "→→") + textRow("6", "→→") + '7:"$6"\n';
    expect(withoutRepeatedTextRows(withArrows)).toBe(
      textRow("5", "→→") + '7:"$5"\n',
    );
  });

  it("leaves a use of the same id inside a text row alone", () => {
    const quoting =
      textRow("2", "x") + textRow("3", "x") + textRow("4", '"$3"');
    expect(withoutRepeatedTextRows(quoting)).toBe(
      textRow("2", "x") + textRow("4", '"$3"'),
    );
  });

  it("changes nothing when a repeated row is used in any form but the plain one", () => {
    for (const use of ['"$L3"', '"$@3"', '"$3:0"']) {
      const lazy = textRow("2", "x") + textRow("3", "x") + `4:[${use}]\n`;
      expect(withoutRepeatedTextRows(lazy)).toBe(lazy);
    }
  });

  it("leaves a payload it cannot read as it is", () => {
    const cut = textRow("2", css) + textRow("3", css) + "4:[unterminated";
    expect(withoutRepeatedTextRows(cut)).toBe(cut);
    expect(withoutRepeatedTextRows("<html>")).toBe("<html>");
  });
});

describe("editParts", () => {
  it("removes what an edit covers from every part and writes its text where it starts", () => {
    expect(
      editParts(["abc", "def", "ghi"], [{ start: 2, end: 7, text: "X" }]),
    ).toEqual(["abX", "", "hi"]);
  });
});

describe("repeatedTextRowEdits on a page", () => {
  const push = (part: string) =>
    `<script>self.__next_f.push([1,${JSON.stringify(part).replaceAll(">", "\\u003e")}])</script>`;
  // Next cuts the payload wherever its stream was flushed: here inside the repeated row.
  const pageOf = (rows: string, cutAt: number) =>
    [
      "<!DOCTYPE html><html><head><style>",
      css,
      "</style></head><body><p>text</p>",
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      push(rows.slice(0, cutAt)),
      push(rows.slice(cutAt)),
      "</body></html>",
    ].join("");
  const html = pageOf(payload, payload.indexOf(".b>", payload.indexOf("2e:T")));

  it("writes the page's payload with the repeated row once, keeping the rest of the page", () => {
    const page = htmlWithoutRepeatedTextRows(html);
    expect(htmlPayload(page)).toBe(withoutRepeatedTextRows(payload));
    expect(page.startsWith(html.slice(0, html.indexOf("<script>self")))).toBe(
      true,
    );
    expect(page.endsWith("</body></html>")).toBe(true);
  });

  it("writes nothing in a script that could end it", () => {
    const page = htmlWithoutRepeatedTextRows(html);
    const written = [
      ...page.matchAll(
        /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\]\)/g,
      ),
    ];
    expect(written).toHaveLength(2);
    for (const [, part] of written) expect(part).not.toMatch(/[<>&]/);
  });

  it("leaves a page without a repeated row as it was, its payload in shorter literals", () => {
    const rows = payload.replace(textRow("2e", css), textRow("2e", "other"));
    const single = pageOf(rows, rows.indexOf("2e:T") + 4);
    const page = htmlWithoutRepeatedTextRows(single);
    expect(htmlPayload(page)).toBe(rows);
    expect(page.replace(/<script>self[^]*<\/script>/, "")).toBe(
      single.replace(/<script>self[^]*<\/script>/, ""),
    );
    expect(page.length).toBeLessThan(single.length);
  });
});

describe("inScript", () => {
  const read = (literal: string) =>
    new Function(`return ${literal}`)() as unknown;
  const texts = [
    '0:["$","p",null,{"children":"It\'s \\"quoted\\""}]\n',
    "it's a 'single' quote, and a backslash \\ before a \" and a \\'",
    "</script><!-- & \u2028 \u2029 →",
    "",
  ];

  it("writes a literal a script reads back as the same string", () => {
    for (const text of texts) {
      expect(read(inScript(text))).toBe(text);
      expect(
        htmlPayload(
          `<script>self.__next_f.push([1,${inScript(text)}])</script>`,
        ),
      ).toBe(text);
    }
  });

  it("writes JSON's double quotes between single quotes, and a text of apostrophes between double ones", () => {
    expect(inScript('{"a":"b"}')).toBe(`'{"a":"b"}'`);
    expect(inScript("it's Ana's")).toBe(JSON.stringify("it's Ana's"));
  });

  it("writes nothing that could end the script", () => {
    for (const text of texts)
      expect(inScript(text)).not.toMatch(/[<>&\u2028\u2029]/);
  });
});

describe("inlineStylesheetEdits", () => {
  const sheet = (id: string, href: string) =>
    `${id}:["$","style","0",{"precedence":"next","href":"${href}","children":"$2"}]\n`;
  const page = textRow("2", css) + sheet("0", "/a.css") + textRow("3", "x");

  it("empties the text of a stylesheet the document already holds", () => {
    expect(
      editPayload(page, (payload) =>
        inlineStylesheetEdits(payload, (href) => href === "/a.css"),
      ),
    ).toBe("2:T0," + sheet("0", "/a.css") + textRow("3", "x"));
  });

  it("keeps the text of a stylesheet the document may lack", () => {
    expect(
      editPayload(page, (payload) =>
        inlineStylesheetEdits(payload, () => false),
      ),
    ).toBe(page);
  });

  it("keeps a text that is also used as something else than a stylesheet", () => {
    const shared = page + '4:["$","p",null,{"children":"$2"}]\n';
    expect(
      editPayload(shared, (payload) =>
        inlineStylesheetEdits(payload, () => true),
      ),
    ).toBe(shared);
  });

  it("keeps the text of a <style> that is not a resource, without a precedence", () => {
    const plain =
      textRow("2", css) +
      '0:["$","style","0",{"href":"/a.css","children":"$2"}]\n';
    expect(
      editPayload(plain, (payload) =>
        inlineStylesheetEdits(payload, () => true),
      ),
    ).toBe(plain);
  });
});

describe("stylesheetsIn", () => {
  it("reads the hrefs React marks a page's inline stylesheets with", () => {
    expect(
      stylesheetsIn(
        '<style data-precedence="next" data-href="/a.css /b.css">x</style><style>y</style>',
      ),
    ).toEqual(new Set(["/a.css", "/b.css"]));
  });
});
