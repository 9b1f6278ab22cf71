// The benchmarks' command lines (scripts/bench.mjs, scripts/bench-scale.mjs): a flag they do not know
// (--help included) is a usage error, told in one line with the usage, never a stack trace.
import { parseArgs } from "node:util";

/** parseArgs's flags, or the usage on stderr and exit code 2 when the command line is not one of ours. */
export function parseFlags(name, usage, options) {
  try {
    return parseArgs({ allowNegative: true, options }).values;
  } catch (error) {
    if (!String(error?.code).startsWith("ERR_PARSE_ARGS_")) throw error;
    console.error(`${name}: ${error.message}\nusage: ${usage}`);
    process.exit(2);
  }
}
