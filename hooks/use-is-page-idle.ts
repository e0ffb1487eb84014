import { useEffect, useState } from "react";

import { whenIdle } from "@/lib/when-idle";

/** True once the page has loaded and the browser has a spare moment. */
export function useIsPageIdle() {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  return isIdle;
}
