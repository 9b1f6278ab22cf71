/** Order contracts: their content, signatures, signing, the PDF. */
export { contractFor, signContract, type Contract, type ContractSignatureView } from "./contracts.server";
export { sha256Hex } from "./contract-content.server";
export { contractPdfFor } from "./contract-pdf.server";
export { currentSignature, saveSignature, signaturesOf } from "./signatures.server";
export type { Signature } from "~/db/schema";
