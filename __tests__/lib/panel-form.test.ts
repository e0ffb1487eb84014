import { GET_PANEL_ID, readPanelForm } from "@/lib/panel-form";

function drawPanel(id = GET_PANEL_ID) {
  document.body.innerHTML = `
    <div id="${id}">
      <form>
        <input name="firstName" value="Ada" />
        <input name="lastName" value="" />
        <input name="email" value="ada@example.test" />
      </form>
    </div>
    <input name="outside" />`;
}

afterEach(() => {
  document.body.innerHTML = "";
});

test("reads the filled fields by name, leaving the empty ones out", () => {
  drawPanel();
  expect(readPanelForm()?.typed).toEqual(
    new Map([
      ["firstName", "Ada"],
      ["email", "ada@example.test"],
    ]),
  );
});

test("names the field the visitor is typing in, and none while focus is elsewhere", () => {
  drawPanel();
  document.querySelector<HTMLInputElement>("[name=lastName]")!.focus();
  expect(readPanelForm()?.focused?.name).toBe("lastName");

  document.querySelector<HTMLInputElement>("[name=outside]")!.focus();
  expect(readPanelForm()?.focused).toBeNull();
});

test("reads the panel it is given, and nothing where there is no form", () => {
  drawPanel("another-panel");
  expect(readPanelForm()).toBeNull();
  expect(
    readPanelForm(document.getElementById("another-panel"))?.typed.get(
      "firstName",
    ),
  ).toBe("Ada");
  expect(readPanelForm(null)).toBeNull();
});
