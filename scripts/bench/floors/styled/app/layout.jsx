import localFont from "next/font/local";

import "./site.css";

// The font declared as the site's root layout declares it. The bench copies in both files from
// the site's build: the stylesheet without Inter's @font-face (next/font writes it here again) and
// the subset font.
const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 900",
  display: "swap",
  adjustFontFallback: false,
});

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>{children}</body>
    </html>
  );
}
