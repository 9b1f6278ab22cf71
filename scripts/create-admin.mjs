// npm run admin:create -- --email you@example.com --account admin01 [--name "Your Name"]
// Creates an activated admin in the configured database (needs `npm run build` first). The
// password is asked for twice on a terminal, or read from the first line of standard input when
// piped; never taken from the command line, where it would stay in the shell history.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { email: { type: "string" }, account: { type: "string" }, name: { type: "string" } } });
if (!values.email || !values.account) {
  console.error("Usage: npm run admin:create -- --email EMAIL --account USERNAME [--name NAME]");
  process.exit(2);
}

async function hiddenQuestion(rl, question) {
  process.stdout.write(question);
  const write = rl._writeToOutput;
  rl._writeToOutput = () => {};
  const answer = await new Promise((resolve) => rl.question("", resolve));
  rl._writeToOutput = write;
  process.stdout.write("\n");
  return answer;
}

async function readPassword() {
  if (!process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin });
    for await (const line of rl) {
      rl.close();
      return { password: line, confirmation: line };
    }
    return { password: "", confirmation: "" };
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await hiddenQuestion(rl, "Password: ");
  const confirmation = await hiddenQuestion(rl, "Repeat the password: ");
  rl.close();
  return { password, confirmation };
}

const secret = await readPassword();
const build = await import("../build/server/index.js");
const { createAdminFromCli, shutdown } = build.entry.module;
let code = 0;
try {
  const result = await createAdminFromCli({ ...values, ...secret });
  if ("problems" in result) {
    console.error(result.problems.join("\n"));
    code = 2;
  } else {
    console.log(JSON.stringify({ level: "info", msg: "admin created", id: result.id, account: values.account }));
  }
} finally {
  await shutdown();
}
process.exit(code);
