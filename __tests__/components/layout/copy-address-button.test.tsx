import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";

import { en } from "@/content/en";
import { CopyAddressButton } from "@/components/layout/copy-address-button";

const ADDRESS = "5tnmP8F6fTw3zxU7QnhC6xqcXyUpKWrGPfVjWm8NikUd";

// user-event installs its own clipboard stub in setup(), so spies are made after it.
function setup(writeText: () => Promise<void> = () => Promise.resolve()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const writeTextSpy = jest
    .spyOn(navigator.clipboard, "writeText")
    .mockImplementation(writeText);
  render(<CopyAddressButton address={ADDRESS} copy={en.chrome.copyAddress} />);
  return {
    user,
    writeTextSpy,
    button: screen.getByRole("button", { name: /copy contract address/i }),
  };
}

describe("CopyAddressButton", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("shows the address shortened to its first and last six characters", () => {
    const { button } = setup();
    expect(button).toHaveTextContent("5tnmP8…8NikUd");
  });

  it("writes the full address to the clipboard", async () => {
    const { user, button, writeTextSpy } = setup();
    await user.click(button);
    expect(writeTextSpy).toHaveBeenCalledWith(ADDRESS);
  });

  it("shows a check icon and announces Copied for two seconds after copying", async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(await screen.findByTestId("copied-icon")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Copied");

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId("copied-icon")).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId("copy-icon")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the check for two seconds from the last copy, and announces each copy", async () => {
    const { user, button } = setup();
    await user.click(button);
    const firstAnnouncement = await screen.findByText("Copied");
    act(() => jest.advanceTimersByTime(1500));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByText("Copied")).not.toBe(firstAnnouncement),
    );

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId("copied-icon")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId("copy-icon")).toBeInTheDocument();
  });

  it("logs Failed to copy and shows nothing when the clipboard refuses", async () => {
    const consoleError = jest
      .spyOn(console, "error")
      .mockImplementation(() => {});
    const { user, button } = setup(() => Promise.reject(new Error("denied")));
    await user.click(button);
    expect(consoleError).toHaveBeenCalledWith(
      "Failed to copy",
      expect.any(Error),
    );
    expect(screen.getByTestId("copy-icon")).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("is written disabled, showing the address, and copies once hydrated", async () => {
    const button = (
      <CopyAddressButton address={ADDRESS} copy={en.chrome.copyAddress} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(button);
    document.body.append(container);
    const written = container.querySelector("button");
    expect(written).toBeDisabled();
    expect(written).toHaveTextContent("5tnmP8…8NikUd");

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeTextSpy = jest
      .spyOn(navigator.clipboard, "writeText")
      .mockResolvedValue();
    render(button, { container, hydrate: true });
    const hydrated = screen.getByRole("button", {
      name: /copy contract address/i,
    });
    await waitFor(() => expect(hydrated).toBeEnabled());
    await user.click(hydrated);
    expect(writeTextSpy).toHaveBeenCalledWith(ADDRESS);
    container.remove();
  });
});
