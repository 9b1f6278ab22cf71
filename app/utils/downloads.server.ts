/**
 * A file to download. Only resource routes answer with one: a page route's loader cannot return a
 * raw Response to a document request (that answered 500).
 */
export function csvDownload(filename: string, body: string): Response {
  // The byte-order mark tells Excel the file is UTF-8 (without it Vietnamese letters come out garbled).
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A PDF to download (a contract): `filename` is made of safe characters by its caller. */
export function pdfDownload(filename: string, bytes: Uint8Array): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
