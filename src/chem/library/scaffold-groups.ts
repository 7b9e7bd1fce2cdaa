/**
 * Groups a compound list by Bemis–Murcko scaffold and by generic framework (murcko.ts): counts and member ids,
 * largest group first, ties in order of first appearance.
 */
export interface ScaffoldMember {
  id: string;
  scaffold: string;
  generic: string | null;
}

export interface Group {
  key: string;
  count: number;
  /** Ids in input order. */
  members: string[];
  /** Distinct scaffolds in the group (for generic frameworks). */
  scaffolds: Set<string>;
  /** The generic framework of a scaffold group. */
  generic: string | null;
  first: number;
}

/** Groups by `keyOf`; null keys (no generic framework) are left out. */
export function groupBy(members: readonly ScaffoldMember[], keyOf: (member: ScaffoldMember) => string | null): Group[] {
  const groups = new Map<string, Group>();
  members.forEach((member, i) => {
    const key = keyOf(member);
    if (key === null) return;
    let group = groups.get(key);
    if (group === undefined) {
      group = { key, count: 0, members: [], scaffolds: new Set(), generic: member.generic, first: i };
      groups.set(key, group);
    }
    group.count++;
    group.members.push(member.id);
    group.scaffolds.add(member.scaffold);
  });
  return [...groups.values()].sort((a, b) => b.count - a.count || a.first - b.first);
}
