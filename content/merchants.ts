export type Merchant = {
  name: string;
  /** Path under public/; for a wordmark it is where a logo would go if one is added later. */
  logo: string;
  /** False when no maintained icon set carries the brand: the name is shown as a text wordmark. */
  hasImage: boolean;
};

// Logos come from simple-icons (CC0; the Android robot is CC BY 3.0, credited in its file).
// Amazon and Slack were removed from simple-icons at their owners' request, hence wordmarks.
export const merchants = [
  { name: "Klarna", logo: "/merchants/klarna.svg", hasImage: true },
  { name: "Amazon", logo: "/merchants/amazon.svg", hasImage: false },
  { name: "Meta", logo: "/merchants/meta.svg", hasImage: true },
  { name: "Apple", logo: "/merchants/apple.svg", hasImage: true },
  { name: "Slack", logo: "/merchants/slack.svg", hasImage: false },
  { name: "Discord", logo: "/merchants/discord.svg", hasImage: true },
  { name: "Shopify", logo: "/merchants/shopify.svg", hasImage: true },
  { name: "Behance", logo: "/merchants/behance.svg", hasImage: true },
  { name: "Android", logo: "/merchants/android.svg", hasImage: true },
  { name: "Twitch", logo: "/merchants/twitch.svg", hasImage: true },
  { name: "Xing", logo: "/merchants/xing.svg", hasImage: true },
] satisfies Merchant[];
