import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { countries, defaultCountry } from "@/content/countries";
import { STORAGE_KEY } from "@/lib/get-flow-storage";
import { GetFlow } from "@/components/get/get-flow";

function renderFlow() {
  return render(
    <GetFlow countries={countries} defaultCountry={defaultCountry} />,
  );
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "  Ada ");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

beforeAll(() => {
  // jsdom does no layout, so it lacks scrollIntoView, which the picker calls on opening.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/get");
});

describe("GetFlow", () => {
  it("signs up, greets the first name and moves focus to the new heading", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await signUp(user);
    const heading = screen.getByRole("heading", {
      level: 1,
      name: "Welcome, Ada",
    });
    expect(heading).toHaveFocus();
    expect(document.title).toBe("Welcome, Ada · Solswipe");
    expect(window.location.hash).toBe("#welcome");
  });

  it("silently ignores a sign-up whose names are only spaces", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.type(screen.getByLabelText("First name"), "   ");
    await user.type(screen.getByLabelText("Last name"), "   ");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    const textBefore = document.body.textContent;
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeInTheDocument();
    // SPEC §5: no message of any kind, so nothing on the page reads differently.
    expect(document.body.textContent).toBe(textBefore);
  });

  it("login with any valid e-mail greets the user as User", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome back" }),
    ).toHaveFocus();
    await user.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "anything");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome, User" }),
    ).toBeInTheDocument();
  });

  it("walks from welcome to step 2 and back, Cancel returning to welcome", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    expect(screen.getByText("Issuance Fee:")).toBeInTheDocument();
    expect(screen.getByText("10 USD")).toBeInTheDocument();
    expect(document.title).toBe("Step 1 of 3: Select your card · Solswipe");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Welcome, Ada" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Personal information" }),
    ).toHaveFocus();
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Select your card" }),
    ).toHaveFocus();
  });

  it("step 2's Next logs the details and stays when every field is filled", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(log).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Date of birth"), "1815-12-10");
    await user.type(screen.getByLabelText("Phone number"), "2015550123");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(log).toHaveBeenCalledWith("Card order details", {
      firstName: "Ada",
      lastName: "Lovelace",
      birthDate: "1815-12-10",
      country: "US",
      phone: "+1 2015550123",
      email: "ada@example.com",
    });
    expect(
      screen.getByRole("heading", { name: "Personal information" }),
    ).toBeInTheDocument();
    log.mockRestore();
  });

  it("restores the view and values after a reload, but not the password", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderFlow();
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.type(screen.getByLabelText("Password"), "hunter2");
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toContain("hunter2");
    unmount();

    renderFlow();
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome back" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("E-mail")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("Back to Sign Up clears the e-mail and the password", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Back to Sign Up" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("shows the view the URL of the history entry the browser returns to names", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(window.location.hash).toBe("#login");
    act(() => {
      window.history.replaceState(null, "", "/get");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() =>
      expect(
        screen.getByRole("heading", { level: 1, name: "Create your account" }),
      ).toHaveFocus(),
    );
  });

  it("keeps the view and names it in the URL after a fragment link such as the skip link", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await signUp(user);
    act(() => {
      window.history.pushState(null, "", "/get#main");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(window.location.hash).toBe("#welcome"));
    expect(
      screen.getByRole("heading", { level: 1, name: "Welcome, Ada" }),
    ).toBeInTheDocument();
  });

  it("picking another country changes the phone number's example", async () => {
    const user = userEvent.setup({ delay: null });
    renderFlow();
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    await user.type(screen.getByRole("combobox"), "germ{Enter}");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute(
      "placeholder",
      "01512 3456789",
    );
  });
});
