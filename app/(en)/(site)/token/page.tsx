import { metadataOf } from "@/content/metadata";
import { TokenPage } from "@/components/token/token-page";

export const metadata = metadataOf("en", "/token");

export default function Page() {
  return <TokenPage language="en" />;
}
