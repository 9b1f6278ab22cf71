/** Addresses outside the app that the headers and footers link to. */
export const siteLinks = {
  about: "https://cct.example.com/about",
  support: "https://cct.example.com/support",
  twitter: "https://twitter.com/cct_healthcare",
  chatGroup: "https://t.me/cctgroup",
  facebook: "https://www.facebook.com/cct.healthcare",
  tokenMarket: "https://coinmarketcap.com/currencies/cct",
  groupJoin: "https://t.me/cctgroup",
  companyEmail: "support@cct.example.com",
  companyPhone: "+84 28 3822 6688",
} as const;

export const copyrightYears = { from: 2022, to: 2025 } as const;
