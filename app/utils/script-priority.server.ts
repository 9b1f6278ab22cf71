const preload = Buffer.from('<link rel="modulepreload"');
const lowered = Buffer.from('<link rel="modulepreload" fetchpriority="low"');
const headEnd = Buffer.from("</head>");

/**
 * The document with React Router's script preloads asked for at low priority (decision 150): the
 * page is already whole without its scripts, so the stylesheet and the largest picture come first
 * on a slow line and the scripts after them, as the browser fetches module scripts of its own
 * accord. Only the head is read (a document without one is read whole).
 */
export function lowPriorityScripts(html: Buffer): Buffer {
  const end = html.indexOf(headEnd);
  const head = end >= 0 ? html.subarray(0, end) : html;
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = head.indexOf(preload); at >= 0; at = head.indexOf(preload, from)) {
    pieces.push(html.subarray(from, at), lowered);
    from = at + preload.length;
  }
  if (from === 0) return html;
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}
