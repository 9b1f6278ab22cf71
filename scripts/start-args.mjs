// What the benchmarks share (scripts/bench.mjs, scripts/bench-scale.mjs): `npm start`'s Node flags,
// read from package.json, so that a benchmark runs the app as production starts it (decision 281).
import { readFileSync } from "node:fs";
import path from "node:path";

/** The arguments after `node` in package.json's start script: its flags, then the server's file. */
export function npmStartArgs(root) {
  return JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
    .scripts.start.split(/\s+/)
    .slice(1);
}
