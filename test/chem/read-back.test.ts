import { beforeAll, describe, expect, test } from "bun:test";
import { clearLog, free, rdkit, readBack, takeRDKitLog } from "../../src/chem/rdkit.ts";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../harness/golden.ts";
import { ready } from "../../harness/tools.ts";

beforeAll(ready);

/** What a reading gives: the canonical SMILES and RDKit's JSON graph, or RDKit's logged reason for refusing the text. */
function reading(read: () => ReturnType<typeof readBack>): string {
  clearLog();
  const mol = read();
  try {
    return mol?.is_valid() ? `${mol.get_smiles()}\n${mol.get_json()}` : `refused: ${takeRDKitLog()}`;
  } finally {
    free(mol);
  }
}

/** RDKit-written SMILES with hydrogen atoms (removed by the default reading, isotopes and lone H kept) and failures. */
const WRITTEN = [
  "[H]OC(C)=O",
  "[H]c1ccccc1",
  "[2H]c1ccccc1O",
  "[H][C@@](F)(Cl)Br",
  "[H][H]",
  "[H+]",
  "C[C@H](O)[H]",
  "Oc1ccccc=1",
  "C1=CC=CC=C1=C",
  "CC(C)(C)(C)C",
  "c1cccc1",
];

describe("readBack", () => {
  test(
    "answers what RDKit's default reading answers, on 1,500 molecules of the Murcko reference set and 905 with stereo as RDKit writes them, and on SMILES with hydrogen atoms",
    () => {
      // Stereocentres and stereo bonds too (the default reading perceives stereo before and after sanitising).
      const rows = [
        ...readJsonl<{ smiles: string }>("murcko.jsonl").slice(0, 1500),
        ...readJsonl<{ smiles: string }>("moljson-stereo.jsonl"),
      ];
      const written = rows.flatMap(({ smiles }) => {
        const mol = rdkit().get_mol(smiles);
        try {
          return mol?.is_valid() ? [mol.get_smiles(), mol.get_smiles(JSON.stringify({ canonical: false }))] : [];
        } finally {
          free(mol);
        }
      });
      expect(written.length).toBeGreaterThan(4000);
      for (const smiles of [...written, ...WRITTEN])
        expect(reading(() => readBack(smiles))).toBe(reading(() => rdkit().get_mol(smiles)));
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );

  test("removes hydrogen atoms as the default reading does", () => {
    expect(reading(() => readBack("[H]OC(C)=O")).split("\n")[0]).toBe("CC(=O)O");
    expect(reading(() => readBack("Oc1ccccc=1"))).toStartWith("refused: Can't kekulize mol");
  });
});
