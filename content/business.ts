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
} as const;

export const cardValidity = `${business.cardValidityYears.min}-${business.cardValidityYears.max} years`;
