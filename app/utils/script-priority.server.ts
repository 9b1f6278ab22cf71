import { Transform, type TransformOptions } from "node:stream";

const preload = Buffer.from('<link rel="modulepreload"');
const lowered = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const headEnd = Buffer.from("</head>");

function lower(html: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(preload); at >= 0; at = html.indexOf(preload, from)) {
    pieces.push(html.subarray(from, at), lowered);
    from = at + preload.length;
  }
  if (from === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/** The length of the end of `html` that could be the start of a script preload's tag or of `</head>`. */
function unfinishedTag(html: Buffer): number {
  for (let length = Math.min(preload.length - 1, html.length); length > 0; length--) {
    const end = html.subarray(html.length - length);
    if (end.equals(preload.subarray(0, length)) || end.equals(headEnd.subarray(0, length))) return length;
  }
  return 0;
}

/**
 * The document's stream with React Router's script preloads asked for at low priority (decision 150):
 * the page is already whole without its scripts, so the stylesheet and the largest picture come
 * first on a slow line and the scripts after them, as the browser fetches module scripts of its own
 * accord. Only the head is read; React may cut a tag between two chunks, so an end that could
 * begin one waits for the next chunk.
 */
export function lowPriorityScripts(options: Pick<TransformOptions, "final"> = {}): Transform {
  let held: Buffer | null = Buffer.alloc(0);
  return new Transform({
    ...options,
    transform(chunk: Buffer, _encoding, callback) {
      if (held === null) return callback(null, chunk);
      const html = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const end = html.indexOf(headEnd);
      if (end >= 0) {
        held = null;
        return callback(null, Buffer.concat([lower(html.subarray(0, end)), html.subarray(end)]));
      }
      const cut = html.length - unfinishedTag(html);
      held = html.subarray(cut);
      callback(null, lower(html.subarray(0, cut)));
    },
    flush(callback) {
      callback(null, held && held.length > 0 ? lower(held) : undefined);
    },
  });
}
