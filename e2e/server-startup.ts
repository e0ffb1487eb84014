const STARTUP_TIMEOUT_MS = 10_000;

function answers(url: string): Promise<boolean> {
  return fetch(url, { method: "HEAD" }).then(
    () => true,
    () => false,
  );
}

/** Fails when something already answers at `url`: the specs would test it instead. */
export async function assertNothingAnswers(url: string): Promise<void> {
  if (await answers(url))
    throw new Error(`Something already listens on ${url}.`);
}

/** True once a server answers at `url`; false when its process exits or 10 s pass first. */
export async function waitUntilAnswering(
  url: string,
  hasExited: () => boolean,
): Promise<boolean> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited()) {
    if (await answers(url)) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
}
