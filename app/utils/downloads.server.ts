import { logError } from "~/infra/log.server";
import { csvHeader, csvLines, type CsvTable } from "~/lib/csv";

/**
 * A CSV file to download, sent while it is read: the header first, then one batch of rows at a
 * time, each read only when the client has taken the one before (the stream's pull), so memory
 * stays one batch whatever the file's length (decision 262). A client that goes away stops the
 * reading. Only resource routes answer with one: a page route's loader cannot return a raw
 * Response to a document request (that answered 500).
 */
export function csvDownload(filename: string, table: CsvTable): Response {
  const encoder = new TextEncoder();
  const batches = table.batches[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark tells Excel the file is UTF-8 (without it Vietnamese letters come out garbled).
      controller.enqueue(encoder.encode(`\uFEFF${csvHeader(table.header)}`));
    },
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLines(next.value)));
      } catch (error) {
        // The status has gone out: the client sees a cut-off download, the log says why.
        logError(error, { download: filename });
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return?.(undefined);
    },
  });
  return new Response(body, {
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
