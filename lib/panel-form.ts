/** The /get panel, which holds the view's form: on the server's page, sign-up's. */
export const GET_PANEL_ID = "get-panel";

/** A view's form as the flow found it: what its fields hold, and the field focus is in. */
export type FormReading = {
  form: HTMLFormElement;
  /** Each field the visitor filled, by name; empty fields are left out. */
  typed: Map<string, string>;
  /** The field the visitor is typing in, if any. */
  focused: HTMLInputElement | null;
};

/** Reads the form in `panel` (by default the page's /get panel); null where there is none. */
export function readPanelForm(
  panel: HTMLElement | null = document.getElementById(GET_PANEL_ID),
): FormReading | null {
  const form = panel?.querySelector("form");
  if (!form) return null;
  const typed = new Map<string, string>();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") typed.set(name, value);
  }
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active) ? active : null;
  return { form, typed, focused };
}
