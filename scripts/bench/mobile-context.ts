import type { Browser } from "@playwright/test";
import {
  screenEmulationMetrics,
  userAgents,
} from "lighthouse/core/config/constants.js";

/** The screen Lighthouse's mobile preset emulates, touch and its user agent included. */
export const MOBILE_SCREEN = screenEmulationMetrics.mobile;

export function newMobileContext(browser: Browser) {
  return browser.newContext({
    viewport: { width: MOBILE_SCREEN.width, height: MOBILE_SCREEN.height },
    deviceScaleFactor: MOBILE_SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}
