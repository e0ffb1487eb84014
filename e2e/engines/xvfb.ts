import { spawnGroup } from "./process-group";

const START_TIMEOUT_MS = 10_000;
/**
 * Larger than the widest window a journey asks for, with room for MiniBrowser's toolbar. Xvfb runs
 * no window manager, so the keyboard goes to the window under the pointer, which rests at the
 * screen's centre: a window that does not cover it is never focused (see `fitViewport`).
 */
export const SCREEN = { width: 1920, height: 1200 };

/**
 * Starts Xvfb on the first free display: it writes the number it took on a pipe (-displayfd), so
 * no display number is guessed and none in use is taken.
 */
export async function startXvfb(executable: string) {
  const xvfb = spawnGroup(
    executable,
    [
      "-displayfd",
      "3",
      "-screen",
      "0",
      `${SCREEN.width}x${SCREEN.height}x24`,
      "-nolisten",
      "tcp",
    ],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  const displayPipe = xvfb.child.stdio[3];
  const display = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `Xvfb gave no display within ${START_TIMEOUT_MS / 1000} s.`,
          ),
        ),
      START_TIMEOUT_MS,
    );
    let written = "";
    displayPipe?.on("data", (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes("\n")) return;
      clearTimeout(timer);
      resolve(`:${written.trim()}`);
    });
    void xvfb.exited.then((stderr) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited before it took a display: ${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await xvfb.stop();
    throw error;
  });
  return { display, stop: () => xvfb.stop() };
}
