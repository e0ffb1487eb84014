import type { Config } from "jest";
import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const config: Config = {
  testEnvironment: "jsdom",
  // The /get flow's tests type whole forms: on two busy cores one took longer than the default 5 s.
  testTimeout: 15_000,
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/__tests__/**/*.test.{ts,tsx}"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // The package only ships an `import` export condition that Jest cannot resolve.
    "^@splinetool/react-spline$": "<rootDir>/__tests__/mocks/spline.tsx",
  },
};

export default createJestConfig(config);
