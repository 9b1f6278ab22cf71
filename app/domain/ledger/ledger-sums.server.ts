import { sql } from "drizzle-orm";

/**
 * Per account (`account_id`), the sum of its posted transfers (`total`, numeric): what its balance
 * must be. One fragment for checkLedger and the full check (decision 270), so that the two cannot
 * count differently. Two scans of `transfers` appended: at S2 faster than one scan giving both
 * sides of each row through a lateral VALUES (3.1 s against 4.4 s).
 */
export const postedSums = sql`
  select account_id, sum(delta) as total from (
    select debit_account_id as account_id, -amount as delta from transfers where status = 'posted'
    union all select credit_account_id, amount from transfers where status = 'posted'
  ) sides group by account_id`;
