import { classCandidates, trimStylesheet } from "@/scripts/trim-stylesheet";

const sheet = [
  "@layer base{button{cursor:pointer}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  String.raw`.sm\:p-6{padding:1.5rem}`,
  String.raw`.group:hover .group-hover\:text-fg{color:#fff}`,
  String.raw`.\[\&\>li\]\:mt-2>li{margin-top:.5rem}`,
  String.raw`:where(.space-y-6>:not(:last-child)){margin-block-start:1.5rem}`,
  ".a,.b{color:red}",
  String.raw`@media (min-width:40rem){.sm\:grid{display:grid}}`,
  "}",
].join("");

function trimmedWith(...classes: string[]) {
  return trimStylesheet(sheet, new Set(classes));
}

describe("trimStylesheet", () => {
  it("keeps the rules of the classes a page can use and drops the others", () => {
    const css = trimmedWith("flex", "sm:p-6");

    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(String.raw`.sm\:p-6{`);
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain(String.raw`.sm\:grid`);
  });

  it("keeps the rules that name no class: elements, and classes inside :where()", () => {
    const css = trimmedWith();

    expect(css).toContain("button{cursor:pointer}");
    expect(css).toContain(":where(.space-y-6>:not(:last-child))");
  });

  it("keeps a rule only when every class its selector requires is there", () => {
    expect(trimmedWith("group-hover:text-fg")).not.toContain("group-hover");
    expect(trimmedWith("group", "group-hover:text-fg")).toContain(
      String.raw`.group:hover .group-hover\:text-fg`,
    );
  });

  it("keeps a rule when any one of its selectors can match", () => {
    expect(trimmedWith("b")).toContain(".a,.b{color:red}");
  });

  it("reads arbitrary variants with their brackets and symbols", () => {
    expect(trimmedWith("[&>li]:mt-2")).toContain("margin-top:.5rem");
  });

  it("cuts rules out and leaves every other character as written", () => {
    expect(trimmedWith("flex", "sm:grid")).toBe(
      sheet
        .replace(".hidden{display:none}", "")
        .replace(String.raw`.sm\:p-6{padding:1.5rem}`, "")
        .replace(String.raw`.group:hover .group-hover\:text-fg{color:#fff}`, "")
        .replace(String.raw`.\[\&\>li\]\:mt-2>li{margin-top:.5rem}`, "")
        .replace(".a,.b{color:red}", ""),
    );
  });

  it("drops an @media block it leaves empty", () => {
    expect(trimmedWith("flex")).not.toContain("@media");
  });

  it("reads a class whose name begins with a digit, escaped in the sheet", () => {
    const css = String.raw`.\32 xl\:flex{display:flex}.x{color:red}`;

    expect(trimStylesheet(css, new Set(["2xl:flex"]))).toBe(
      String.raw`.\32 xl\:flex{display:flex}`,
    );
  });

  it("refuses a sheet past ASCII, where it could not find a rule's place", () => {
    expect(() => trimStylesheet('.a:after{content:"→"}', new Set())).toThrow(
      /CSS escape/,
    );
  });
});

describe("classCandidates", () => {
  it("reads class names from attributes as the browser does, entities decoded", () => {
    const words = classCandidates(
      '<ul class="flex [&amp;&gt;li]:mt-2"><li class="a">x</li></ul>',
    );

    expect(words).toContain("[&>li]:mt-2");
    expect(words).toContain("flex");
    expect(words).toContain("a");
  });

  it("reads class names from a payload or a script, escapes decoded", () => {
    const words = classCandidates(
      String.raw`self.__next_f.push([1,'{"className":"grid [\u0026\u003eli]:mt-2"}']);x="sm:p-6 hidden"`,
    );

    expect(words).toContain("grid");
    expect(words).toContain("[&>li]:mt-2");
    expect(words).toContain("sm:p-6");
    expect(words).toContain("hidden");
  });
});
