/**
 * "o-", "m-", "p-" (ortho, meta, para) as the locant of a prefix on a benzene-derived parent, as OPSIN reads them
 * (grammar.ts placedLocants): the ring label "ortho", "meta" or "para" that OPSIN's benzene, pyridine, toluene,
 * phenol, aniline … tokens carry beside their numbers (2, 3, 4: relative to C1, or pyridine's N1). On a prefix with
 * "di" they name the pair: "p-dichlorobenzene" is 1,para (1,4); a group carried by a joiner takes the ring's one
 * ("p-dimethylaminopyridine" is 4-(dimethylamino)pyridine, implicit-brackets.ts). Any other multiplier is refused,
 * and a parent without those labels (cyclohexane) refuses the locant in the builder.
 */
import type { Locants } from "./grammar.ts";

const PLACED = new Set(["ortho", "meta", "para"]);

function isPlaced(locants: Locants): locants is [string] {
  return locants !== null && locants.length === 1 && PLACED.has(locants[0] as string);
}

/** An o/m/p locant takes one group, or two with "di". */
export function placedFits(locants: Locants, mult: number): boolean {
  return !isPlaced(locants) || mult === 1 || mult === 2;
}

/** The locants an o/m/p locant stands for beside the prefix's multiplier: "p-dichloro" is 1,para. */
export function placedPair(locants: Locants, mult: number): Locants {
  return isPlaced(locants) && mult === 2 ? ["1", locants[0]] : locants;
}

/** The ring label of an o/m/p locant on a prefix ("p-methyl", "p-dimethyl" as 1,para), or null. */
export function placedRingLocant(locants: Locants, mult: number): string | null {
  if (isPlaced(locants) && mult === 1) return locants[0];
  if (locants?.length === 2 && locants[0] === "1" && PLACED.has(locants[1] as string) && mult === 2) {
    return locants[1] as string;
  }
  return null;
}
