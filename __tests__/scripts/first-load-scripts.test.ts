import { firstLoadScripts } from "@/scripts/first-load-scripts";

describe("firstLoadScripts", () => {
  it("lists the scripts the HTML asks for, without Next's noModule polyfills or inline scripts", () => {
    const html = [
      '<script src="/_next/static/chunks/webpack.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<script>self.__next_f.push([1])</script>",
      '<script src="/_next/static/chunks/page.js" async=""></script>',
      '<script src="/_next/static/chunks/page.js" async=""></script>',
    ].join("");

    expect([...firstLoadScripts(html)]).toEqual([
      "/_next/static/chunks/webpack.js",
      "/_next/static/chunks/page.js",
    ]);
  });
});
