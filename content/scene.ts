/** The 3D scene behind /get: export a new one from Spline ("Code" → "React") and paste its URL. */
export const sceneUrl =
  "https://prod.spline.design/6Wq1Q7YGyM-iab9i/scene.splinecode";

/** The one host /get contacts besides this site: where its 3D background comes from. */
export const sceneHost = new URL(sceneUrl).host;

/**
 * Where Spline's player may fetch parts of a scene from once the scene has arrived: its assets and
 * WebAssembly feature modules (cdn.spline.design, unpkg), the Draco geometry decoder and a default
 * font (gstatic). The policy the build writes allows exactly these besides the scene's host.
 */
export const sceneRuntimeHosts = [
  "cdn.spline.design",
  "unpkg.com",
  "www.gstatic.com",
  "fonts.gstatic.com",
];
