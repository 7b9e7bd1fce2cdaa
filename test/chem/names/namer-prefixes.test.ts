/**
 * Substituent prefixes added for issue 29's decline list: N-locants across several amino, imino and amide groups
 * (N1, N4 … after the suffix's locant), esters that are not the principal group (alkoxycarbonyl and unbranched
 * acyloxy prefixes), thiocyanato, isocyano, hydroperoxy, alkylperoxy and aminooxy. Every expected name below was read back by
 * OPSIN 2.7.0 (`echo NAME | java -jar /usr/share/java/opsin-cli.jar`) to the SMILES given, compared by canonical
 * SMILES in Python RDKit 2022.09; every expected parser SMILES is OPSIN's structure for the name.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { ready } from "../../../harness/tools.ts";
import { parseName } from "../../../src/chem/names/index.ts";
import { nameMolecule } from "../../../src/chem/names/namer/index.ts";
import { withMol } from "../../../src/chem/rdkit.ts";

beforeAll(ready);

const nameOf = (smiles: string): string => {
  const result = withMol(smiles, (mol) => nameMolecule(mol));
  return result.ok ? result.name : `declined: ${result.reason}`;
};
const canonical = (smiles: string): string => withMol(smiles, (mol) => mol.get_smiles());

describe("namer: prefixes for several N, non-principal esters, S-C≡N, O-O and O-N", () => {
  test.each([
    // Each amine N told apart by its suffix's locant: the 1,4-diamine with a methyl on each N.
    ["CNc1ccc(NC)cc1", "N1,N4-dimethylbenzene-1,4-diamine"],
    // Both ethyls on the N at C1; the chain numbered from that end (lowest locants to the prefixes).
    ["CCN(CC)CCN", "N1,N1-diethylethane-1,2-diamine"],
    // Oxamide's two N, at the chain's unwritten end locants 1 and 2.
    ["O=C(NCc1ccccc1)C(=O)NCc1ccccc1", "N1,N2-bis(phenylmethyl)ethanediamide"],
    ["CN(C)C(=O)CCCCC(=O)N(C)C", "N1,N1,N6,N6-tetramethylhexanediamide"],
    // Butane-2,3-dione dioxime as the diimine with a hydroxy on each N.
    ["CC(=NO)C(C)=NO", "N2,N3-dihydroxybutane-2,3-diimine"],
    // The acid outranks the ester (P-41), which becomes methoxycarbonyl: monomethyl terephthalate.
    ["COC(=O)c1ccc(C(=O)O)cc1", "4-(methoxycarbonyl)benzoic acid"],
    ["CC(C)OC(=O)c1ccc(C(=O)O)cc1", "4-[(1-methylethoxy)carbonyl]benzoic acid"],
    // The ester seen from its alcohol side: butanoyloxy (C3H7-C(=O)-O-) under the acid.
    ["CCCC(=O)Oc1ccccc1C(=O)O", "2-(butanoyloxy)benzoic acid"],
    // Tricaprylin: one ester the principal group (octanoate), the other two octanoyloxy prefixes.
    ["CCCCCCCC(=O)OCC(COC(=O)CCCCCCC)OC(=O)CCCCCCC", "2,3-bis(octanoyloxy)propyl octanoate"],
    // Thiocyanates: the S-C≡N group as the thiocyanato prefix, its C never a chain carbon.
    ["N#CSc1ccccc1", "thiocyanatobenzene"],
    ["CCCCSC#N", "1-thiocyanatobutane"],
    ["CSC#N", "thiocyanatomethane"], // methyl thiocyanate: the methyl is the parent, not the C of C≡N
    // tert-Butyl hydroperoxide and di-tert-butyl peroxide.
    ["CC(C)(C)OO", "2-hydroperoxy-2-methylpropane"],
    ["CC(C)(C)OOC(C)(C)C", "2-methyl-2-[(2-methylpropan-2-yl)peroxy]propane"],
    // Isocyanides R-N≡C (drawn [N+]#[C-]): the isocyano prefix, in substitutive names as for every other group.
    ["[C-]#[N+]c1ccccc1", "isocyanobenzene"],
    ["[C-]#[N+]CC(=O)O", "2-isocyanoacetic acid"],
    // O-Benzylhydroxylamine: H2N-O- as the aminooxy prefix.
    ["NOCc1ccccc1", "[(aminooxy)methyl]benzene"],
  ])("%s is %s", (smiles, expected) => {
    expect(nameOf(smiles)).toBe(expected);
  });

  test.each([
    ["CC(=O)OOC(C)=O", "acyl peroxides"], // diacetyl peroxide: a peroxyanhydride, not an alkylperoxy group
    // tert-Butyl perbenzoate: a peroxy ester (a benzenecarboperoxoate), not an (alkylperoxy)(oxo)methyl group.
    ["CC(C)(C)OOC(=O)c1ccccc1", "acyl peroxides"],
    ["CS(=O)(=O)OCCCCOS(C)(=O)=O", "sulfonate, sulfinate and sulfate esters"], // busulfan
    ["CC(C)=NOCCC#N", "O-N groups other than aminooxy"], // an oxime O-ether
    ["N#COc1ccccc1", "cyanates and cyanamides"], // phenyl cyanate: C≡N on O
  ])("%s declines: %s", (smiles, reason) => {
    expect(nameOf(smiles)).toContain(reason);
  });
});

describe("parser: the forms the namer now writes", () => {
  test.each([
    ["N1,N4-dimethylbenzene-1,4-diamine", "CNc1ccc(NC)cc1"],
    ["N1,N1-diethylhexane-1,6-diamine", "CCN(CC)CCCCCCN"],
    ["N1,N2-dibenzylethanediamide", "O=C(NCc1ccccc1)C(=O)NCc1ccccc1"],
    ["4-(methoxycarbonyl)benzoic acid", "COC(=O)c1ccc(C(=O)O)cc1"],
    ["4-[(propan-2-yloxy)carbonyl]benzoic acid", "CC(C)OC(=O)c1ccc(C(=O)O)cc1"],
    ["4-(phenoxycarbonyl)benzoic acid", "O=C(O)c1ccc(C(=O)Oc2ccccc2)cc1"],
    ["thiocyanatobenzene", "N#CSc1ccccc1"],
    ["(methylperoxy)benzene", "COOc1ccccc1"],
    ["2-(aminooxy)acetic acid", "NOCC(=O)O"],
  ])("%s", (name, smiles) => {
    const read = parseName(name);
    expect(read.ok && read.smiles).toBe(canonical(smiles));
  });

  test("an N-locant must name the N of a suffix at that locant", () => {
    // Benzene-1,4-diamine has N1 and N4; there is no N3 to put the methyls on.
    const read = parseName("N3,N3-dimethylbenzene-1,4-diamine");
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain("locant N3 does not exist");
  });
});
