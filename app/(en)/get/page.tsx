import { metadataOf } from "@/content/metadata";
import { GetPage } from "@/components/get/get-page";

export const metadata = metadataOf("en", "/get");

export default function Page() {
  return <GetPage language="en" />;
}
