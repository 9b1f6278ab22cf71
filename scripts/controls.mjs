// npm run controls -- list | confirm ID
// The operator's confirmation of a change to the money controls (the four-eyes threshold, two-factor
// for deciders, the admin role, the system store's bank, a deposit address) where no second admin
// exists to confirm it in the back office. Needs `npm run build` first; stop the server when it runs
// on the embedded database.
const [command, id] = process.argv.slice(2);
const build = await import("../build/server/index.js");
const { controlsFromCli, shutdown } = build.entry.module;
let code = 0;
try {
  const result = await controlsFromCli(command, id);
  if ("problems" in result) {
    console.error(result.problems.join("\n"));
    code = 2;
  } else if ("changes" in result) {
    if (result.changes.length === 0) console.log("No change waits for a second admin.");
    for (const c of result.changes) {
      const what =
        c.kind === "grant_admin"
          ? `admin role for ${c.target}`
          : c.kind === "system_bank"
            ? `system store bank = ${c.bank ? `${c.bank.bankName} ${c.bank.account} ${c.bank.holder}` : "none"}`
            : c.coin
              ? `${c.coin} deposit address = ${c.value}`
              : `${c.kind} = ${c.value}`;
      console.log(`#${c.id}  ${what}  (proposed by ${c.proposedBy} at ${new Date(c.createdAt).toISOString()})`);
    }
  } else {
    console.log(JSON.stringify({ level: "info", msg: "control change confirmed by the operator", id: result.confirmed }));
  }
} finally {
  await shutdown();
}
process.exit(code);
