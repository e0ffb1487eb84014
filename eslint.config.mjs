import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // Every word a visitor reads comes from content/; only punctuation and decoration stay in JSX.
    files: ["app/**/*.tsx", "components/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ["%", ".", ":", "·", "••••"],
        },
      ],
    },
  },
  {
    // Next's own link fetches pages ahead even when the visitor asked to save data.
    files: ["app/**", "components/**"],
    ignores: ["components/ui/page-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message:
                "Link to a page with PageLink (components/ui/page-link.tsx).",
            },
          ],
        },
      ],
    },
  },
  // The layers: pure helpers take data as arguments; copy and hooks never reach for components.
  ...[
    { files: ["lib/**"], layers: ["content", "components", "hooks"] },
    { files: ["content/**"], layers: ["components", "hooks"] },
    { files: ["hooks/**"], layers: ["components"] },
  ].map(({ files, layers }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: layers.map((layer) => ({
            group: [
              `@/${layer}`,
              `@/${layer}/*`,
              `**/${layer}`,
              `**/${layer}/*`,
            ],
            message: `${files[0].split("/")[0]}/ does not import ${layer}/: see the folder map in the README.`,
          })),
        },
      ],
    },
  })),
  {
    // Playwright fixtures receive a `use` callback that is not React's hook.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "out-sub-path/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    ".reports/**",
  ]),
]);
