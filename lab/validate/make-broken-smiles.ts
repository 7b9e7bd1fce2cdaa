/**
 * The repair_smiles test set: valid SMILES of the three molecule sets (reference-data.md) corrupted, with a
 * seeded generator, in each way the tool is meant to undo, and pasted names. Writes
 * validation/data/broken-smiles.jsonl, one {kind, broken, original, original_canonical} a line (original null
 * for names). A corruption is kept only when the embedded RDKit refuses the broken text, or (text artefacts)
 * when what RDKit would read is not the whole text.
 *
 *   bun lab/validate/make-broken-smiles.ts            # 30 per kind, seed 2026
 *   bun lab/validate/make-broken-smiles.ts --per-kind 50 --seed 7
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { clearLog, free, loadRDKit, rdkit } from "../../src/chem/rdkit.ts";
import { seededRandom, type Random } from "../../src/chem/random.ts";

const REPO = join(import.meta.dir, "../..");
const OUT = join(REPO, "validation/data/broken-smiles.jsonl");
const NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi";
const CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi";
const WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv";
/** Longer SMILES are left out: the set is about mistakes, not size (the tool's speed on size is its own matter). */
const MAX_LENGTH = 100;

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const PER_KIND = option("--per-kind", 30);
const SEED = option("--seed", 2026);

function molecules(): string[] {
  const smi = (path: string): string[] =>
    readFileSync(path, "utf8")
      .split("\n")
      .map((line) => line.split(/\s+/)[0] ?? "")
      .filter((s) => s.length > 0);
  const wehi = readFileSync(WEHI, "utf8")
    .split("\n")
    .map((line) => /^"([^"]*)"/.exec(line)?.[1] ?? "")
    .filter((s) => s.length > 0);
  return [...smi(NCI), ...smi(CHEMBL), ...wehi].filter((s) => s.length <= MAX_LENGTH);
}

/** RDKit's canonical SMILES, or undefined when it refuses. */
function canonical(smiles: string): string | undefined {
  clearLog();
  const mol = rdkit().get_mol(smiles);
  try {
    return mol?.is_valid() ? mol.get_smiles() : undefined;
  } finally {
    free(mol);
  }
}

const pick = <T>(random: Random, items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
const indicesOf = (text: string, pattern: RegExp): number[] =>
  [...text.matchAll(pattern)].map((m) => m.index as number);
const splice = (text: string, at: number, remove: number, insert = ""): string =>
  text.slice(0, at) + insert + text.slice(at + remove);
/** Atom starts outside brackets (organic subset), for insertions "after an atom". */
const atomEnds = (text: string): number[] =>
  indicesOf(text, /Cl|Br|\[[^\]]*\]|[BCNOPSFIbcnops]/g).map(
    (i) => i + (text.slice(i).match(/^(Cl|Br|\[[^\]]*\]|.)/)?.[0].length ?? 1),
  );

type Corrupt = (smiles: string, random: Random) => string | undefined;

/** Corruptions whose result RDKit must refuse. */
const CHEMISTRY_KINDS: Record<string, Corrupt> = {
  ring_digit_deleted: (s, r) => {
    const at = pick(
      r,
      indicesOf(s, /(?<!%\d?)\d/g).filter((i) => s[i - 1] !== "%" && !insideBracket(s, i)),
    );
    return at === undefined ? undefined : splice(s, at, 1);
  },
  ring_digit_duplicated: (s, r) => {
    const at = pick(
      r,
      indicesOf(s, /\d/g).filter((i) => !insideBracket(s, i) && s[i - 1] !== "%"),
    );
    return at === undefined ? undefined : splice(s, at, 0, s[at]);
  },
  ring_digit_changed: (s, r) => {
    const at = pick(
      r,
      indicesOf(s, /\d/g).filter((i) => !insideBracket(s, i) && s[i - 1] !== "%"),
    );
    const unused = "123456789".split("").filter((d) => !s.includes(d));
    const to = pick(r, unused);
    return at === undefined || to === undefined ? undefined : splice(s, at, 1, to);
  },
  close_paren_deleted: (s, r) => {
    const at = pick(r, indicesOf(s, /\)/g));
    return at === undefined ? undefined : splice(s, at, 1);
  },
  open_paren_deleted: (s, r) => {
    const at = pick(r, indicesOf(s, /\(/g));
    return at === undefined ? undefined : splice(s, at, 1);
  },
  extra_close_paren: (s, r) => {
    const at = pick(r, atomEnds(s));
    return at === undefined ? undefined : splice(s, at, 0, ")");
  },
  close_bracket_deleted: (s, r) => {
    const at = pick(r, indicesOf(s, /\]/g));
    return at === undefined ? undefined : splice(s, at, 1);
  },
  open_bracket_deleted: (s, r) => {
    const at = pick(r, indicesOf(s, /\[/g));
    return at === undefined ? undefined : splice(s, at, 1);
  },
  nh_lost: (s, r) => {
    const at = pick(r, indicesOf(s, /\[nH\]/g));
    return at === undefined ? undefined : splice(s, at, 4, "n");
  },
  charge_lost: (s, r) => {
    const at = pick(r, indicesOf(s, /\[[A-Za-z]{1,2}H?\d?\+\]/g));
    if (at === undefined) return undefined;
    const atom = /^\[[^\]]*\]/.exec(s.slice(at))?.[0] as string;
    const bare = atom.slice(1, -2);
    // "[N+]" written "N", "[NH+]" written "[NH]": the charge forgotten.
    return splice(s, at, atom.length, /^[BCNOPSbcnops]$/.test(bare) ? bare : `[${bare}]`);
  },
  bond_raised: (s, r) => {
    const at = pick(r, indicesOf(s, /(?<=[CNOS])(?=[CNO])/g));
    return at === undefined ? undefined : splice(s, at, 0, "=");
  },
  halogen_case: (s, r) => {
    const at = pick(r, indicesOf(s, /Cl|Br/g));
    if (at === undefined) return undefined;
    const slip = pick(r, s.slice(at, at + 2) === "Cl" ? ["cl", "CL", "cL"] : ["br", "BR", "bR"]) as string;
    return splice(s, at, 2, slip);
  },
  aliphatic_lowercased: (s, r) => {
    const at = pick(
      r,
      indicesOf(s, /[CNOS](?![lr])/g).filter((i) => !insideBracket(s, i)),
    );
    return at === undefined ? undefined : splice(s, at, 1, (s[at] as string).toLowerCase());
  },
  aromatic_uppercased: (s, r) => {
    const at = pick(
      r,
      indicesOf(s, /[cnos]/g).filter((i) => !insideBracket(s, i) && !/[CB]/.test(s[i - 1] ?? "")),
    );
    return at === undefined ? undefined : splice(s, at, 1, (s[at] as string).toUpperCase());
  },
};

/** Copy artefacts: kept when the text is not what RDKit reads whole (RDKit may still read a part of it). */
const ARTEFACT_KINDS: Record<string, Corrupt> = {
  whitespace: (s, r) => {
    const at = 1 + Math.floor(r() * (s.length - 1));
    const space = pick(r, [" ", "\n", "\t", "  ", "\r\n"]) as string;
    return splice(s, at, 0, space);
  },
  quotes: (s, r) => {
    const [open, close] = pick(r, [
      ['"', '"'],
      ["'", "'"],
      ["`", "`"],
      ["```smiles\n", "\n```"],
      ["\u201c", "\u201d"],
    ]) as [string, string];
    return open + s + close;
  },
  label_or_punctuation: (s, r) => {
    const form = pick(r, ["SMILES: %", "Canonical SMILES = %", "%.", "%;", "smiles:%,", "SMILES string: %."]) as string;
    return form.replace("%", s);
  },
  unicode_look_alike: (s, r) => {
    const options: Array<() => string | undefined> = [
      () => splice(s, 1 + Math.floor(r() * (s.length - 1)), 0, pick(r, ["\u200b", "\ufeff", "\u200d"]) as string),
      () =>
        [...s]
          .map((c) =>
            c.charCodeAt(0) > 0x20 && c.charCodeAt(0) < 0x7f ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c,
          )
          .join(""),
      () => {
        const at = pick(r, indicesOf(s, /-/g));
        return at === undefined ? undefined : splice(s, at, 1, pick(r, ["\u2212", "\u2013", "\u2014"]) as string);
      },
      () => {
        const at = pick(
          r,
          indicesOf(s, /C(?!l)/g).filter((i) => !insideBracket(s, i)),
        );
        return at === undefined ? undefined : splice(s, at, 1, "\u0421");
      },
      () => {
        const at = pick(r, indicesOf(s, /#/g));
        return at === undefined ? undefined : splice(s, at, 1, "\u2261");
      },
    ];
    return (pick(r, options) as () => string | undefined)();
  },
};

/**
 * Slips found by the 2026 chemistry audit (issue 27), kept after the others so that adding them left the rows above
 * as they were: a carbonyl oxygen written as the bracket atom [OH] (its written hydrogen count is exact, so O gets a
 * third bond), and a ring digit typed where none belongs (after an atom, outside brackets).
 */
const AUDIT_KINDS: Record<string, Corrupt> = {
  carbonyl_written_oh: (s, r) => {
    // "=O" whose oxygen ends there (a branch end or the text's end): a C=O or S=O, N=O oxygen.
    const at = pick(
      r,
      indicesOf(s, /=O(?=\)|$)/g).filter((i) => !insideBracket(s, i)),
    );
    return at === undefined ? undefined : splice(s, at + 1, 1, "[OH]");
  },
  stray_ring_digit: (s, r) => {
    const at = pick(
      r,
      atomEnds(s).filter((i) => !insideBracket(s, i - 1) || s[i - 1] === "]"),
    );
    const digit = pick(r, "123456789".split("")) as string;
    return at === undefined ? undefined : splice(s, at, 0, digit);
  },
};

/** Names an agent may paste where a SMILES belongs (the tool should send it to name_to_smiles). */
const NAMES = [
  "aspirin",
  "caffeine",
  "ibuprofen",
  "paracetamol",
  "acetaminophen",
  "benzene",
  "ethanol",
  "acetic acid",
  "toluene",
  "pyridine",
  "morphine",
  "penicillin G",
  "2-methylpropan-1-ol",
  "N,N-dimethylformamide",
  "sodium chloride",
  "4-aminobenzoic acid",
  "glucose",
  "cholesterol",
  "dopamine",
  "serotonin",
  "metformin",
  "atorvastatin",
  "acetylsalicylic acid",
  "naphthalene",
  "cyclohexane",
  "propan-2-ol",
  "chloroform",
  "dichloromethane",
  "imidazole",
  "indole",
];

function insideBracket(text: string, i: number): boolean {
  const open = text.lastIndexOf("[", i);
  return open >= 0 && text.lastIndexOf("]", i) < open;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

await loadRDKit();
const random = seededRandom(SEED);
const pool = shuffled(molecules(), random);
const rows: string[] = [];
for (const [kinds, mustFail] of [
  [CHEMISTRY_KINDS, true],
  [ARTEFACT_KINDS, false],
  [AUDIT_KINDS, true],
] as const) {
  for (const [kind, corrupt] of Object.entries(kinds)) {
    let made = 0;
    const seen = new Set<string>();
    for (let i = 0; i < pool.length && made < PER_KIND; i++) {
      const original = pool[Math.floor(random() * pool.length)] as string;
      const originalCanonical = canonical(original);
      if (originalCanonical === undefined) continue;
      const broken = corrupt(original, random);
      if (broken === undefined || broken === original || seen.has(broken)) continue;
      if (mustFail && canonical(broken) !== undefined) continue;
      seen.add(broken);
      rows.push(JSON.stringify({ kind, broken, original, original_canonical: originalCanonical }));
      made++;
    }
  }
}
for (const name of NAMES)
  rows.push(JSON.stringify({ kind: "name", broken: name, original: null, original_canonical: null }));
writeFileSync(OUT, `${rows.join("\n")}\n`);
console.log(`${rows.length} broken SMILES (${PER_KIND} per kind, seed ${SEED}) → ${OUT}`);
