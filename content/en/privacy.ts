import type { Route } from "../site";
import type { SectionIntro, TitleParts } from "../section-intro";
import { sceneHost, sceneRuntimeHosts } from "../scene";

export type PrivacyIcon =
  | "send-off"
  | "app-window"
  | "eraser"
  | "cookie"
  | "hard-drive"
  | "eye-off"
  | "globe"
  | "fingerprint"
  | "pause";

type PrivacyStatement = {
  icon: PrivacyIcon;
  title: string;
  body: string;
};

export type PrivacyGroup = {
  id: string;
  intro: SectionIntro;
  statements: PrivacyStatement[];
  /** Hosts named after the statements, with what introduces them and what follows. */
  hosts?: { lead: string; names: string[]; after: string };
};

export type PrivacyFact = { label: string; value: string };

const typedFields = "name, e-mail, password, date of birth and phone number";

export type PrivacyCopy = {
  pageTitle: string;
  description: string;
  eyebrow: string;
  titleParts: TitleParts;
  intro: string;
  factsLabel: string;
  facts: PrivacyFact[];
  closing: SectionIntro & { faq: { href: `/#${string}`; label: string } };
  cta: { href: Route; label: string };
  groups: PrivacyGroup[];
};

export const privacy = {
  pageTitle: "Privacy",
  description:
    "What this site does with what you type and what it loads: nothing you type leaves your browser, no cookies, no local storage, no analytics.",
  eyebrow: "Privacy",
  titleParts: { lead: "What you type", highlight: "stays in your browser." },
  intro: `Ordering a card asks for your ${typedFields}. Here is exactly what this site does with them, and with everything else it loads. Our automated tests check every statement on this page.`,
  factsLabel: "This site at a glance",
  facts: [
    { label: "Requests that carry what you type", value: "0" },
    { label: "Cookies", value: "0" },
    { label: "Items in lasting storage", value: "0" },
    { label: "Analytics and trackers", value: "0" },
    {
      label: "Other hosts /get may contact",
      value: String(1 + sceneRuntimeHosts.length),
    },
  ],
  closing: {
    title: "More questions before you order?",
    description:
      "The FAQ answers what buyers ask about funding with SOL, wallets, fees and the token.",
    faq: { href: "/#faq", label: "Read the FAQ" },
  },
  cta: { href: "/get", label: "Get your card" },
  groups: [
    {
      id: "typed",
      intro: {
        eyebrow: "What you type",
        title: "Never sent, kept in this tab only.",
      },
      statements: [
        {
          icon: "send-off",
          title: "Never sent",
          body: `Your ${typedFields} are not sent to us or to anyone else. No request this site makes carries them.`,
        },
        {
          icon: "app-window",
          title: "Kept in this tab only",
          body: "What you type stays in the browser tab you typed it in while you go through the steps. Other tabs and other sites cannot read it.",
        },
        {
          icon: "eraser",
          title: "Gone when you close the tab",
          body: "Close the tab and it is erased: nothing you typed is there when you open the site again. Only reopening the closed tab, in a browser that offers it, brings it back.",
        },
      ],
    },
    {
      id: "stored",
      intro: {
        eyebrow: "What stays on your device",
        title: "Nothing that outlives your visit.",
      },
      statements: [
        {
          icon: "cookie",
          title: "No cookies",
          body: "No page of this site sets a cookie, so there is no banner to dismiss.",
        },
        {
          icon: "hard-drive",
          title: "No local storage",
          body: "Nothing is written to your browser's lasting storage (local storage, IndexedDB), so no trace of your visit waits for your return.",
        },
        {
          icon: "eye-off",
          title: "No analytics, no trackers",
          body: "No analytics, advertising or tracking scripts, and no pixels. Pages, fonts, icons and flags all come from this site itself.",
        },
      ],
    },
    {
      id: "loaded",
      intro: {
        eyebrow: "What the site loads from elsewhere",
        title: "Spline's hosts, for one animation.",
      },
      statements: [
        {
          icon: "globe",
          title: `On /get only: ${sceneHost}`,
          body: `The sign-up page draws its animated 3D background with Spline, and downloads the scene from ${sceneHost}. The home, token and privacy pages contact no one but this site.`,
        },
        {
          icon: "fingerprint",
          title: "What that request reveals",
          body: "Like any download, it shows the host your IP address (and so roughly where you are), your browser and its languages, and that it was asked for by this site, never by which page. It carries no cookie and nothing you typed. Whoever hosts this site learns the same when your browser asks it for a page.",
        },
        {
          icon: "pause",
          title: "How to skip it",
          body: "Turn on reduced motion in your device's settings, or Data Saver on Android (Chrome honours it on mobile data), and /get keeps a still background: the scene is not downloaded at all.",
        },
      ],
      hosts: {
        lead: "Once the scene has arrived, Spline's player may fetch parts it needs (program modules, a geometry decoder, a font) from these hosts, each request revealing the same and no more:",
        names: sceneRuntimeHosts,
        after:
          "The site's security policy tells your browser to refuse every host not named on this page.",
      },
    },
  ],
} satisfies PrivacyCopy;
