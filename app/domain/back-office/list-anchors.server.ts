import { refreshAnchors } from "~/db/anchors.server";
import { auditAnchors } from "~/domain/audit";
import { orderAnchors } from "~/domain/orders";
import { depositAnchors, transferAnchors, withdrawalAnchors } from "~/domain/wallet";

/** The long lists kept anchored (decision 282): each area declares its list's anchors beside the list. */
export const anchoredLists = [transferAnchors, auditAnchors, orderAnchors, depositAnchors, ...Object.values(withdrawalAnchors)];

/**
 * Adds the anchors the rows settled since the last run allow; with `check`, first makes again any
 * list whose last anchor lost its rank (at start and nightly: only a change made outside the app
 * moves one).
 */
export function keepListAnchors(check: boolean) {
  return refreshAnchors(anchoredLists, { check });
}
