/**
 * The namer's ring templates (src/chem/names/namer/fused.ts): fused and bridged parents, and monocycles with
 * fixed numbering that ring-parents.ts does not list (hydro forms). Each template's numbering is
 * checked with OPSIN 2.7.0 in validation/generators/make_golden_fused_templates.py (validation/golden/
 * names-fused-templates.jsonl): the parent's name and "<locant>-chloro-<parent>" at every CH and NH, read by OPSIN
 * and compared in Python RDKit with the template carrying the Cl on the atom of that locant. The textbook names
 * below were read back by OPSIN 2.7.0 to the SMILES given (echo NAME | java -jar /usr/share/java/opsin-cli.jar,
 * canonicalised by Python RDKit 2022.09).
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { GOLDEN_TEST_TIMEOUT_MS, readJsonl } from "../../../../harness/golden.ts";
import { ready } from "../../../../harness/tools.ts";
import { fusedTemplateSources } from "../../../../src/chem/names/namer/fused.ts";
import { nameMolecule } from "../../../../src/chem/names/namer/index.ts";
import { withMol } from "../../../../src/chem/rdkit.ts";

beforeAll(ready);

interface Row {
  template: string;
  smiles: string;
  labels: string;
  locant: string | null;
  name: string;
  opsin: string | null;
  expected: string | null;
  agrees: boolean;
}

const golden = readJsonl<Row>("names-fused-templates.jsonl");
const nameOf = (smiles: string): string => {
  const result = withMol(smiles, (mol) => nameMolecule(mol));
  return result.ok ? result.name : `declined: ${result.reason}`;
};

describe("fused templates: numbering checked with OPSIN", () => {
  test("every template is in the golden file as it is now, and OPSIN agrees with every name", () => {
    for (const t of fusedTemplateSources()) {
      const rows = golden.filter((r) => r.template === t.name);
      expect(rows.length, t.name).toBeGreaterThan(1);
      for (const r of rows) {
        expect({ name: r.name, smiles: r.smiles, labels: r.labels, agrees: r.agrees }).toEqual({
          name: r.name,
          smiles: t.smiles,
          labels: t.labels.join("/"),
          agrees: true,
        });
      }
    }
  });

  test(
    "the namer names each chloro compound by one of the names OPSIN reads to it",
    () => {
      let named = 0;
      for (const r of golden) {
        if (r.locant === null || !r.opsin) continue;
        const ours = nameOf(r.opsin);
        if (ours.startsWith("declined")) continue;
        named++;
        // Symmetric positions (2- and 3-chloronaphthalene's 3 and 2) give the same structure; any such name is right.
        const allowed = golden.filter((g) => g.template === r.template && g.opsin === r.opsin).map((g) => g.name);
        expect(allowed, r.name).toContain(ours);
      }
      expect(named).toBeGreaterThan(500);
    },
    GOLDEN_TEST_TIMEOUT_MS,
  );
});

describe("fused and bridged parents: textbook names", () => {
  test.each([
    // Coumarin and chromone: 2H-1-benzopyran-2-one (2H-chromen-2-one, P-25.2.2.4), the =O on the indicated CH2.
    ["O=c1ccc2ccccc2o1", "2H-1-benzopyran-2-one"],
    ["O=c1ccoc2ccccc12", "4H-1-benzopyran-4-one"],
    ["O=c1ccc2ccc(O)cc2o1", "7-hydroxy-2H-1-benzopyran-2-one"], // umbelliferone: O1, so the OH is at 7
    // Quinolin-2(1H)-one and quinazolin-4(3H)-one written with hydro prefixes (P-31.1.4.2.4).
    ["O=c1ccc2ccccc2[nH]1", "1,2-dihydroquinolin-2-one"],
    ["O=c1[nH]cnc2ccccc12", "3,4-dihydroquinazolin-4-one"],
    ["O=c1cc[nH]c2ccccc12", "1,4-dihydroquinolin-4-one"], // 1,2-dihydroquinoline's C2=C3 is C2-C3 there: no match
    // The template's double bonds are compared: 1,2-dihydronaphthalene is not 1,4-dihydronaphthalene (tried first).
    ["C1=Cc2ccccc2CC1", "1,2-dihydronaphthalene"],
    // Caffeine and theophylline: purine's own numbering (N1, N3, N7, N9; P-25.2.1.4), H at N7.
    ["Cn1c(=O)c2c(ncn2C)n(C)c1=O", "1,3,7-trimethyl-2,3,6,7-tetrahydro-1H-purine-2,6-dione"],
    ["Cn1c(=O)c2[nH]cnc2n(C)c1=O", "1,3-dimethyl-2,3,6,7-tetrahydro-1H-purine-2,6-dione"],
    // Anthraquinone and menadione: the quinone C=O on the hydro positions (anthracene's 9,10 the middle ring).
    ["O=C1c2ccccc2C(=O)c2ccccc21", "9,10-dihydroanthracene-9,10-dione"],
    ["CC1=CC(=O)c2ccccc2C1=O", "2-methyl-1,4-dihydronaphthalene-1,4-dione"],
    // Camphor (P-31.1.4.2.4 von Baeyer): C1 the bridgehead with the methyl, the ketone at 2, the bridge C7.
    ["CC12CCC(CC1=O)C2(C)C", "1,7,7-trimethylbicyclo[2.2.1]heptan-2-one"],
    ["c1ccc2c(c1)oc1ccccc12", "dibenzo[b,d]furan"],
    ["c1ccc2c(c1)sc1ccccc12", "dibenzo[b,d]thiophene"],
    ["c1ccc2c(c1)Cc1ccccc1-2", "9H-fluorene"],
    ["c1cnc2c(c1)ccc1cccnc12", "1,10-phenanthroline"],
    ["Nc1c2c(nc3ccccc13)CCCC2", "1,2,3,4-tetrahydroacridin-9-amine"], // tacrine: acridine's C9 opposite N10
    ["O=C1OCc2ccccc21", "1,3-dihydro-2-benzofuran-1-one"], // phthalide
    ["S=c1[nH]c2ccccc2s1", "2-sulfanylidene-2,3-dihydro-1,3-benzothiazole"],
    ["c1ccc2[nH]nnc2c1", "1H-1,2,3-benzotriazole"],
    ["c1cc2c3c(cccc3c1)CC2", "1,2-dihydroacenaphthylene"], // acenaphthene
    // Monocycles as hydro parents: 2-pyridone, uracil and thymine with the =O on the hydro positions (N1 first, then
    // the =O as low as it goes), barbital on the saturated 1,3-diazinane (P-22.2.2), edaravone on 2-pyrazoline.
    ["O=c1cccc[nH]1", "1,2-dihydropyridin-2-one"],
    ["O=c1cc[nH]c(=O)[nH]1", "1,2,3,4-tetrahydropyrimidine-2,4-dione"],
    ["Cc1c[nH]c(=O)[nH]c1=O", "5-methyl-1,2,3,4-tetrahydropyrimidine-2,4-dione"],
    ["CCC1(CC)C(=O)NC(=O)NC1=O", "5,5-diethyl-1,3-diazinane-2,4,6-trione"],
    ["CC1=NN(c2ccccc2)C(=O)C1", "3-methyl-1-phenyl-4,5-dihydro-1H-pyrazol-5-one"],
    ["O=c1ccocc1", "4H-pyran-4-one"],
    ["O=C1C=CCO1", "2,5-dihydrofuran-2-one"],
    ["CCOC(=O)C1=C(C)NC(C)=C(C(=O)OCC)C1", "diethyl 2,6-dimethyl-1,4-dihydropyridine-3,5-dicarboxylate"],
    ["Oc1ccccc1C1=NCCN1", "2-(4,5-dihydro-1H-imidazol-2-yl)phenol"],
    ["c1ccc(-c2nnsc2-c2ccccc2)cc1", "4,5-diphenyl-1,2,3-thiadiazole"], // S1 N2 N3: the phenyls at 4 and 5
    // 4-aminoantipyrine: the pyrazol-3-one's NH positions 1 and 2 both substituted; urazole.
    ["Cc1c(N)c(=O)n(-c2ccccc2)n1C", "4-amino-1,5-dimethyl-2-phenyl-2,3-dihydro-1H-pyrazol-3-one"],
    ["O=c1[nH][nH]c(=O)[nH]1", "1,2,4-triazolidine-3,5-dione"],
    ["C1SCSCS1", "1,3,5-trithiane"],
    ["CC1=CCC(=O)O1", "5-methyl-2,3-dihydrofuran-2-one"], // alpha-angelica lactone
    ["C1=CCNCC1", "1,2,3,6-tetrahydropyridine"], // the double bond at 4,5: 1,2,3,6 is lower than 1,2,5,6 would be
  ])("%s is %s", (smiles, expected) => {
    expect(nameOf(smiles)).toBe(expected);
  });

  test("an aromatic atom stands for a hydro position only with its =O or NH: quinoline is not a dihydroquinoline", () => {
    expect(nameOf("c1ccc2ncccc2c1")).toBe("quinoline");
    expect(nameOf("Oc1ccc2ccccc2n1")).toBe("quinolin-2-ol");
  });
});
