import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SplineBackground } from "@/components/get/spline-background";
import { sceneApp, sceneFailure } from "../../mocks/spline";

const PAUSE = "Pause the background animation";

/** A scene file that arrives, an idle moment at once, and the visitor's settings. */
function setUp({
  reducedMotion = false,
  saveData = false,
}: { reducedMotion?: boolean; saveData?: boolean } = {}) {
  const fetchScene = jest.fn().mockResolvedValue({
    ok: true,
    blob: () => Promise.resolve(new Blob(["scene"])),
  });
  Object.assign(window, {
    fetch: fetchScene,
    requestIdleCallback: (callback: () => void) => setTimeout(callback, 0),
    cancelIdleCallback: (handle: number) => clearTimeout(handle),
  });
  Object.assign(URL, {
    createObjectURL: () => "blob:scene",
    revokeObjectURL: () => {},
  });
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes("prefers-reduced-motion") && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  Object.defineProperty(navigator, "connection", {
    configurable: true,
    value: Object.assign(new EventTarget(), { saveData }),
  });
  return fetchScene;
}

describe("SplineBackground", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
    Reflect.deleteProperty(navigator, "connection");
    jest.clearAllMocks();
    jest.useRealTimers();
  });

  /** Past the idle moment the scene would be asked for in, and whatever that asking set off. */
  async function passTheIdleMoment() {
    await act(async () => {
      jest.runAllTimers();
    });
  }

  it("offers a switch once the scene plays, which stops it and plays it again", async () => {
    setUp();
    render(<SplineBackground pauseLabel={PAUSE} />);
    expect(screen.queryByRole("checkbox", { name: PAUSE })).toBeNull();

    const pause = await screen.findByRole("checkbox", { name: PAUSE });
    expect(await screen.findByTestId("spline-scene")).toBeInTheDocument();
    // A control for the visitor, outside the decorative layer screen readers skip.
    expect(pause.closest("[aria-hidden=true]")).toBeNull();

    const user = userEvent.setup();
    await user.click(pause);
    expect(pause).toBeChecked();
    expect(sceneApp.stop).toHaveBeenCalledTimes(1);
    await user.click(pause);
    expect(pause).not.toBeChecked();
    expect(sceneApp.play).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["reduced motion", { reducedMotion: true }],
    ["Data Saver", { saveData: true }],
  ])(
    "under %s, downloads no scene and offers no switch",
    async (_, settings) => {
      const fetchScene = setUp(settings);
      render(<SplineBackground pauseLabel={PAUSE} />);
      // Past the idle moment the scene would have been asked for in.
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(fetchScene).not.toHaveBeenCalled();
      expect(screen.queryByRole("checkbox", { name: PAUSE })).toBeNull();
    },
  );

  it("offers no switch when the scene file cannot be fetched", async () => {
    jest.useFakeTimers();
    const fetchScene = setUp();
    fetchScene.mockResolvedValue({ ok: false });
    render(<SplineBackground pauseLabel={PAUSE} />);
    await passTheIdleMoment();
    expect(fetchScene).toHaveBeenCalled();
    expect(screen.queryByTestId("spline-scene")).toBeNull();
    expect(screen.queryByRole("checkbox", { name: PAUSE })).toBeNull();
  });

  it("takes the switch away when the scene fails after it has loaded", async () => {
    setUp();
    sceneFailure.afterLoad = true;
    // React reports the error the boundary caught.
    const reported = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      render(<SplineBackground pauseLabel={PAUSE} />);
      await waitFor(() => expect(reported).toHaveBeenCalled());
      expect(screen.queryByTestId("spline-scene")).toBeNull();
      expect(screen.queryByRole("checkbox", { name: PAUSE })).toBeNull();
    } finally {
      sceneFailure.afterLoad = false;
      reported.mockRestore();
    }
  });
});
