import { metadataOf } from "@/content/metadata";
import { PrivacyPage } from "@/components/privacy/privacy-page";

export const metadata = metadataOf("en", "/privacy");

export default function Page() {
  return <PrivacyPage language="en" />;
}
