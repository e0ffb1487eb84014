export type Merchant = {
  name: string;
  /**
   * Its file in content/merchant-logos/, drawn into the one logo file the carousel uses. Without
   * one, the name is shown as a text wordmark: no maintained icon set carries the brand.
   */
  logo?: string;
};

// Logos come from simple-icons (CC0; the Android robot is CC BY 3.0, credited in its file and
// in the logo file the site ships).
// Amazon and Slack were removed from simple-icons at their owners' request, hence wordmarks.
export const merchants = [
  { name: "Klarna", logo: "klarna.svg" },
  { name: "Amazon" },
  { name: "Meta", logo: "meta.svg" },
  { name: "Apple", logo: "apple.svg" },
  { name: "Slack" },
  { name: "Discord", logo: "discord.svg" },
  { name: "Shopify", logo: "shopify.svg" },
  { name: "Behance", logo: "behance.svg" },
  { name: "Android", logo: "android.svg" },
  { name: "Twitch", logo: "twitch.svg" },
  { name: "Xing", logo: "xing.svg" },
] satisfies Merchant[];
