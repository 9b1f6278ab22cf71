// The CCT ledger and the wallet flows (the wallet issue).
export {};
