export type Merchant = {
  name: string;
  /**
   * Its file in content/merchant-logos/, drawn into the one logo file the carousel uses; for a
   * wordmark, where a logo would go if one is added later.
   */
  logo: string;
  /** False when no maintained icon set carries the brand: the name is shown as a text wordmark. */
  hasImage: boolean;
};

// Logos come from simple-icons (CC0; the Android robot is CC BY 3.0, credited in its file and
// in the logo file the site ships).
// Amazon and Slack were removed from simple-icons at their owners' request, hence wordmarks.
export const merchants = [
  { name: "Klarna", logo: "klarna.svg", hasImage: true },
  { name: "Amazon", logo: "amazon.svg", hasImage: false },
  { name: "Meta", logo: "meta.svg", hasImage: true },
  { name: "Apple", logo: "apple.svg", hasImage: true },
  { name: "Slack", logo: "slack.svg", hasImage: false },
  { name: "Discord", logo: "discord.svg", hasImage: true },
  { name: "Shopify", logo: "shopify.svg", hasImage: true },
  { name: "Behance", logo: "behance.svg", hasImage: true },
  { name: "Android", logo: "android.svg", hasImage: true },
  { name: "Twitch", logo: "twitch.svg", hasImage: true },
  { name: "Xing", logo: "xing.svg", hasImage: true },
] satisfies Merchant[];
