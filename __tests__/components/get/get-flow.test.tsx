import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";

import {
  countries,
  DEFAULT_COUNTRY_CODE,
  requireCountry,
} from "@/content/countries";
import { copyOf, pathIn, type Language } from "@/content/languages";
import { site } from "@/content/site";
import { STORAGE_KEY } from "@/lib/get-flow-storage";
import { RESUME_COVER_ID, RESUME_COVER_SCRIPT } from "@/lib/resume-cover";
import { GetFlow } from "@/components/get/get-flow";

const defaultCountry = requireCountry(countries, DEFAULT_COUNTRY_CODE);

/** The flow as a page in `language` draws it. */
function flowIn(language: Language) {
  const { get, card } = copyOf(language);
  return (
    <GetFlow
      language={language}
      copy={{ get, card, privacyHref: pathIn(language, "/privacy") }}
      siteName={site.name}
      countries={countries}
      defaultCountry={defaultCountry}
    />
  );
}

const flow = flowIn("en");

function findHeading(name: string) {
  return screen.findByRole("heading", { level: 1, name });
}

async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "  Ada ");
  await user.type(screen.getByLabelText("Last name"), "Lovelace");
  await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
  await findHeading("Welcome, Ada");
}

/** Back or Forward to the history entry whose URL is `url`. */
function traverseTo(url: string) {
  act(() => {
    window.history.replaceState(window.history.state, "", url);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

beforeAll(() => {
  // jsdom does no layout, so it lacks scrollIntoView, which the picker calls on opening
  // and the flow on each view change.
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/get");
});

describe("GetFlow", () => {
  it("signs up, greets the first name as typed, names the view in the URL and title, and focuses its heading", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await signUp(user);
    expect(await findHeading("Welcome, Ada")).toHaveFocus();
    // The name is the visitor's own: a browser's translation leaves it as typed.
    expect(screen.getByText("Ada")).toHaveAttribute("translate", "no");
    // The browser's history keeps titles after the tab closes: the name stays out of it.
    expect(document.title).toBe("Welcome · Solswipe");
    expect(window.location.hash).toBe("#welcome");
  });

  it("silently ignores a sign-up whose names are only spaces", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await user.type(screen.getByLabelText("First name"), "   ");
    await user.type(screen.getByLabelText("Last name"), "   ");
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    const textBefore = document.body.textContent;
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await findHeading("Create your account")).toBeInTheDocument();
    // No message of any kind, so nothing on the page reads differently.
    expect(document.body.textContent).toBe(textBefore);
    expect(window.location.hash).toBe("");
  });

  it("login with any valid e-mail greets the user as User", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await findHeading("Welcome back")).toHaveFocus();
    await user.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "anything");
    await user.click(screen.getByRole("button", { name: "Login" }));
    const heading = await findHeading("Welcome, User");
    // The stand-in is ours: a browser's translation translates it with its sentence.
    expect(heading.querySelector("[translate]")).toBeNull();
  });

  it("greets a login by the stand-in name of the language the page is read in, on the card too", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(flow);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.type(screen.getByLabelText("E-mail"), "someone@example.com");
    await user.type(screen.getByLabelText("Password"), "anything");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findHeading("Welcome, User");
    unmount();

    window.history.replaceState(null, "", "/es/get#welcome");
    render(flowIn("es"));
    expect(
      await findHeading("Te damos la bienvenida, Usuario"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Depositar" }));
    await findHeading("Elige tu tarjeta");
    // Ours, not a name of theirs: a browser's translation may translate it.
    expect(screen.getByText("Usuario")).not.toHaveAttribute("translate");
    expect(screen.queryByText("User")).not.toBeInTheDocument();
  });

  it("walks from welcome to step 2 and back, Cancel returning to welcome", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    expect(screen.getByText("Issuance Fee:")).toBeInTheDocument();
    expect(screen.getByText("10 USD")).toBeInTheDocument();
    expect(document.title).toBe("Step 1 of 3: Select your card · Solswipe");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await findHeading("Welcome, Ada")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await findHeading("Personal information")).toHaveFocus();
    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ada@example.com");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await findHeading("Select your card")).toHaveFocus();
  });

  it("step 2's Next logs the details and stays when every field is filled", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    render(flow);
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await findHeading("Personal information");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(log).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Date of birth"), "1815-12-10");
    await user.type(screen.getByLabelText("Phone number"), "2015550123");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(log).toHaveBeenCalledTimes(1));
    expect(log).toHaveBeenCalledWith("Card order details", {
      firstName: "Ada",
      lastName: "Lovelace",
      birthDate: "1815-12-10",
      country: "US",
      phone: "+1 201 555 0123",
      email: "ada@example.com",
    });
    expect(screen.getByLabelText("Phone number")).toHaveValue("2015550123");
    expect(window.location.hash).toBe("#personal-info");
    log.mockRestore();
  });

  it("after a reload shows the URL's view with the values typed so far, but not the password", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(flow);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.type(await screen.findByLabelText("Password"), "hunter2");
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toContain("hunter2");
    unmount();

    render(flow);
    expect(await findHeading("Welcome back")).not.toHaveFocus();
    expect(document.title).toBe("Welcome back · Solswipe");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("takes away the cover a reload mid-flow put over the server's view once it shows the visitor's", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(flow);
    await signUp(user);
    unmount();

    new Function(RESUME_COVER_SCRIPT)();
    expect(document.getElementById(RESUME_COVER_ID)).not.toBeNull();
    render(flow);
    expect(await findHeading("Welcome, Ada")).toBeInTheDocument();
    expect(document.getElementById(RESUME_COVER_ID)).toBeNull();
  });

  it("shows sign-up, and says so in the URL, when the URL names a view nobody has reached", async () => {
    window.history.replaceState(null, "", "/get#personal-info");
    render(flow);
    expect(await findHeading("Create your account")).toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });

  it("keeps what was typed into the page before it became interactive", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(flow);
    document.body.append(container);
    const label = [...container.querySelectorAll("label")].find(
      (element) => element.textContent === "E-mail",
    );
    const email = document.getElementById(label?.htmlFor ?? "");
    if (!(email instanceof HTMLInputElement)) {
      throw new Error("no e-mail field in the server's HTML");
    }
    email.value = "early@example.com";

    const user = userEvent.setup({ delay: null });
    render(flow, { container, hydrate: true });
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findHeading("Welcome back");
    expect(screen.getByLabelText("E-mail")).toHaveValue("early@example.com");
  });

  it("Back to Sign Up clears the e-mail and the password", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.type(await screen.findByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Back to Sign Up" }));
    await findHeading("Create your account");
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findHeading("Welcome back");
    expect(screen.getByLabelText("E-mail")).toHaveValue("");
    expect(screen.getByLabelText("Password")).toHaveValue("");
  });

  it("shows the view named by the URL of the entry Back or Forward returns to", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findHeading("Welcome back");
    expect(window.location.hash).toBe("#login");
    traverseTo("/get");
    await waitFor(async () =>
      expect(await findHeading("Create your account")).toHaveFocus(),
    );
    expect(document.title).toBe("Create your account · Solswipe");
  });

  it("ignores a press on a view Back is already taking the visitor away from", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await user.click(screen.getByRole("button", { name: "Login" }));
    await findHeading("Welcome back");
    // Back has changed the URL; the page has not drawn sign-up yet.
    window.history.replaceState(window.history.state, "", "/get");
    await user.click(screen.getByRole("button", { name: "Back to Sign Up" }));
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Welcome back",
    );
    traverseTo("/get");
    expect(await findHeading("Create your account")).toBeInTheDocument();
  });

  it("keeps the view and names it in the URL after a fragment link such as the skip link", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await signUp(user);
    act(() => {
      window.history.pushState(null, "", "/get#main");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(window.location.hash).toBe("#welcome"));
    expect(await findHeading("Welcome, Ada")).toBeInTheDocument();
  });

  it("picking another country changes the phone number's example", async () => {
    const user = userEvent.setup({ delay: null });
    render(flow);
    await signUp(user);
    await user.click(screen.getByRole("button", { name: "Deposit" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(
      await screen.findByRole("button", { name: /country calling code/i }),
    );
    await user.type(screen.getByRole("combobox"), "germ{Enter}");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute(
      "placeholder",
      "01512 3456789",
    );
  });
});
