import QRCode from "qrcode";
import { QRPay, VietQRService } from "vietnam-qr-pay";

/**
 * VietQR, the NAPAS 247 QR for bank transfers (decision 187): the EMVCo merchant-presented payload
 * (NAPAS GUID, the bank's BIN, the account, service "QRIBFTTA" = transfer to an account, VND, the
 * amount, the transfer note, CRC-16/CCITT), built by `vietnam-qr-pay`; the picture by `qrcode`.
 */
export interface VietQrTransfer {
  bin: string;
  account: string;
  /** Whole đồng. */
  amount: bigint;
  /** The transfer note (the order code). */
  note: string;
}

export function vietQrPayload(transfer: VietQrTransfer): string {
  return QRPay.initVietQR({
    bankBin: transfer.bin,
    bankNumber: transfer.account,
    amount: transfer.amount.toString(),
    purpose: transfer.note,
    service: VietQRService.BY_ACCOUNT_NUMBER,
  }).build();
}

// Medium error correction and a quiet zone of 4 modules: what banking apps' scanners read best.
const options = { errorCorrectionLevel: "M", margin: 4 } as const;

/** The QR as an SVG document (the pages inline it: it draws crisply at any size, no request). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...options, type: "svg" });
}

/** The QR as a PNG (mail clients do not show SVG). */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...options, type: "png", width: 320 });
}
