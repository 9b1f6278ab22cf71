/** Order contracts: their content, signatures, signing, the PDF. */
export { contractFor, contractJson, signContract, type Contract, type ContractSignatureView } from "./contracts.server";
export { sha256Hex } from "./contract-content.server";
export { contractPdfFor } from "./contract-pdf.server";
export { currentSignature, saveSignature, signatureJson, signaturesOf } from "./signatures.server";
