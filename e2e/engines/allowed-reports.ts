import { sceneUrl } from "../../content/scene";

const LOOPBACK_HOSTNAMES = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
const SCENE_HOST = new URL(sceneUrl).host;

/** Whether a request to this host name stays on this machine. */
export function isLoopbackHostname(hostname: string) {
  return LOOPBACK_HOSTNAMES.has(hostname);
}

/**
 * Whether a refused request to `host` (`name` or `name:port`) is the one the site may make: the
 * /get scene's. Offline it is refused like every other, and the site falls back to its gradient.
 */
export function isSceneHost(host: string) {
  return host === SCENE_HOST || host === `${SCENE_HOST}:443`;
}

/** Firefox's report of the scene's request failing, word for word: the one message allowed. */
export function isSceneFailureReport(message: string) {
  return (
    message ===
    `Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at ${sceneUrl}. (Reason: CORS request did not succeed). Status code: (null).`
  );
}
