import { metadataOf } from "@/content/metadata";
import { HomePage } from "@/components/home/home-page";

export const metadata = metadataOf("en", "/");

export default function Page() {
  return <HomePage language="en" />;
}
