import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { ResumeCover } from "@/components/get/resume-cover";

const script = "window.covered = true";

describe("ResumeCover", () => {
  it("writes its script into the server's page", () => {
    expect(renderToString(<ResumeCover script={script} />)).toBe(
      `<script>${script}</script>`,
    );
  });

  it("renders no script after a client navigation, where React would never run it", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const { container } = render(<ResumeCover script={script} />);
    expect(container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
