import { act, renderHook } from "@testing-library/react";

import { usePrefersReducedData } from "@/hooks/use-prefers-reduced-data";

/** A Network Information object as Chrome on Android gives it, its Data Saver switchable. */
function mockConnection(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    value: connection,
  });
  return {
    turn(on: boolean) {
      connection.saveData = on;
      act(() => {
        connection.dispatchEvent(new Event("change"));
      });
    },
  };
}

function mockReducedDataQuery(matches: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === "(prefers-reduced-data: reduce)" && matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

describe("usePrefersReducedData", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
    Reflect.deleteProperty(navigator, "connection");
  });

  it("is false in a browser that reports neither (Firefox, Safari)", () => {
    const { result } = renderHook(() => usePrefersReducedData());
    expect(result.current).toBe(false);
  });

  it("follows Data Saver as it is turned on and off", () => {
    const dataSaver = mockConnection(false);
    const { result } = renderHook(() => usePrefersReducedData());
    expect(result.current).toBe(false);
    dataSaver.turn(true);
    expect(result.current).toBe(true);
    dataSaver.turn(false);
    expect(result.current).toBe(false);
  });

  it("is true where the browser matches prefers-reduced-data", () => {
    mockConnection(false);
    mockReducedDataQuery(true);
    const { result } = renderHook(() => usePrefersReducedData());
    expect(result.current).toBe(true);
  });
});
