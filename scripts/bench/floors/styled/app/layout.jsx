import { inter } from "./inter";
import "./site.css";

// The bench copies in the site's own font module (app/inter.ts) and the files it and this
// layout read from the site's build: the subset font, and the stylesheet without Inter's
// @font-face (next/font writes it here again).
export default function RootLayout({ children }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
