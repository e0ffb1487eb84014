/** Every figure a visitor reads comes from here, so a fee changes in one place (docs/product.md). */
export const business = {
  issuanceFeeUsd: 10,
  topUpFeePercent: 3,
  nonUsdPurchaseFeePercent: 1.5,
  minimumTopUpUsd: 10,
  cardIssueSeconds: 18,
  supportedMerchants: "100+",
  cardValidityYears: { min: 3, max: 5 },
  tokenTradeFeePercent: 0,
  fairLaunchLiquiditySol: 15,
  wallets: ["Apple Pay", "Google Pay"],
  cardNetwork: "Visa",
  cardLastFour: "4821",
  allocationPercent: { treasury: 10, liquidityPool: 80, marketing: 10 },
} as const;

/** The calculator's own figures: what it starts on and offers as shortcuts, in USD. */
export const feeCalculatorFigures = {
  exampleTopUpUsd: 100,
  quickPicksUsd: [50, 100, 500],
  // A bound for the calculator, not a card limit: those depend on the account (docs/product.md).
  maximumTopUpUsd: 1_000_000,
  examplePurchaseUsd: 50,
} as const;
