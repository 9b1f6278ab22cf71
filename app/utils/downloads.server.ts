/**
 * A file to download. Only resource routes answer with one: a page route's loader cannot return a
 * raw Response to a document request (that answered 500).
 */
export function csvDownload(filename: string, body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
