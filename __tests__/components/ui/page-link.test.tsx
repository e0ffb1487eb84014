import type { ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";

import { PageLink } from "@/components/ui/page-link";

// Next's link, reduced to what it is asked: whether to fetch its page ahead.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({
    prefetch,
    ...props
  }: ComponentProps<"a"> & { prefetch: unknown }) => (
    <a data-fetches-ahead={String(prefetch !== false)} {...props} />
  ),
}));
jest.mock("next/navigation", () => ({ usePathname: () => "/get" }));

function mockDataSaver(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    value: connection,
  });
  return (on: boolean) => {
    connection.saveData = on;
    act(() => {
      connection.dispatchEvent(new Event("change"));
    });
  };
}

const fetchesAhead = (name: string) =>
  screen.getByRole("link", { name }).dataset.fetchesAhead;

describe("PageLink", () => {
  afterEach(() => Reflect.deleteProperty(navigator, "connection"));

  it("fetches another page ahead, but not the page shown", () => {
    render(
      <>
        <PageLink href="/token">Token</PageLink>
        <PageLink href="/get">Get your card</PageLink>
        <PageLink href="/get#top">Back to the top</PageLink>
      </>,
    );
    expect(fetchesAhead("Token")).toBe("true");
    expect(fetchesAhead("Get your card")).toBe("false");
    expect(fetchesAhead("Back to the top")).toBe("false");
  });

  it("stops fetching ahead while Data Saver is on", () => {
    const turnDataSaver = mockDataSaver(true);
    render(<PageLink href="/token">Token</PageLink>);
    expect(fetchesAhead("Token")).toBe("false");
    turnDataSaver(false);
    expect(fetchesAhead("Token")).toBe("true");
    turnDataSaver(true);
    expect(fetchesAhead("Token")).toBe("false");
  });

  it("does not fetch ahead from the server HTML, before the visitor's setting is known", () => {
    expect(renderToString(<PageLink href="/token">Token</PageLink>)).toContain(
      'data-fetches-ahead="false"',
    );
  });
});
