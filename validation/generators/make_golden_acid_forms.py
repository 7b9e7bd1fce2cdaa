#!/usr/bin/python3
"""OPSIN's structures for the acid forms read by src/chem/names/omitted-spaces.ts, functional-replacement.ts,
acid-class-words.ts and carbonic.ts's cyanic acids:

  esters written without their space      ethylacetate, diethylterephthalate, 3-aminophenyl-4-aminobenzenesulfonate
  functional replacement in acids         peroxyacetic acid, acetperoxoic acid, dithioethanoate, imidooxalic acid
  class words after an acid or anion      acetic acid N-methylamide, acetic acid anilide, acetate ethyl ester
  cyanic and peroxycyanic acid            phenyl cyanate, peroxycyanic acid
  esters named after their alcohol        phenol acetate (alcohol-esters.ts)
  partial esters with "mono"              monoethyl terephthalate, monomethylsuccinate (omitted-spaces.ts)
  two neutral components before "salt"    acetic acid ammonia salt (acid-class-words.ts)
  one group for an ether's two            ethyl ether, chloromethyl ether (functional.ts)

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse as ambiguous although OPSIN answers them: a spaceless name both
readings fit ("ethylmalonate": ethyl malonate or 2-ethylmalonate; OPSIN picks by a heuristic), a replacement whose O
the name does not name ("thioacetic acid": CH3C(=S)OH or CH3C(=O)SH), an amide word after an acid with two acid
groups, an alcohol ester whose OH the name does not name. Rows with "unread": true are refused for another reason ("4-methyldithiobenzoic acid": methyldithio could be a
CH3-S-S- prefix; "piperidin-4-ol acetate": ester or salt). The esters of peroxycyanic acid are not here: OPSIN 2.7.0 writes them with a third O (listed in
names-known-differences.jsonl). Read by test/chem/names/acid-forms.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_acid_forms.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-acid-forms.jsonl"

READ = [
    # esters without their space: the ester is the one reading that fits one structure, or (formate, acetate) the
    # prefix reading would lengthen an acid's chain that substitution may not lengthen
    "methylformate",
    "ethylacetate",
    "propylacetate",
    "butylacetate",
    "ethyl-ethanoate",
    "ethyl2-ethylacetate",
    "ethylchloroacetate",
    "methylpropanoate",
    "methylbutanoate",
    "methylbenzoate",
    "ethylbenzoate",
    "diethylterephthalate",
    "dimethylphthalate",
    "diethyloxalate",
    "dimethyloxalate",
    "diethylsuccinate",
    "diethyladipate",
    "3-aminophenyl-4-aminobenzenesulfonate",
    "4-chlorophenyl-3-aminobenzoate",
    "phenyl-4-methylbenzenesulfonate",
    # ... and where no ester fits, the prefixes
    "triethylterephthalate",
    "tetraethylterephthalate",
    "diethylcarbamate",
    # with a locant, or a space, the prefix or the ester as written
    "2-methylacetate",
    "ethyl acetate",
    # a halogen prefix where the acid has an H for it is a substituent, not an acid halide
    "chloroacetic acid",
    # functional replacement: prefixes
    "peroxyacetic acid",
    "peroxyacetate",
    "methyl peroxyacetate",
    "peroxybenzoic acid",
    "3-chloroperoxybenzoic acid",
    "peroxypropanoic acid",
    "diperoxyoxalic acid",
    "peroxycarbonic acid",
    "dithioethanoate",
    "dithiobenzoic acid",
    "methyl dithioacetate",
    "dithiocarbamic acid",
    "diselenoacetic acid",
    "tetrathiooxalic acid",
    "1,1-dithiooxalic acid",
    "imidooxalic acid",
    "diimidooxalic acid",
    "hydrazonooxalic acid",
    "dihydrazonooxalic acid",
    "1-hydrazono-2-imidooxalic acid",
    "bromooxalic acid",
    "chlorooxalic acid",
    "cyanooxalic acid",
    "2-chloro-2-thiooxalic acid",
    # a halogen prefix is no O-halogen: on carbonic acid it replaces an -OH, on carbamic acid it goes on the N
    "chlorocarbonic acid",
    "chlorocarbamic acid",
    "methylcarbonic acid",
    "peroxylauric acid",
    "peroxysuccinic acid",
    "dithiobutyric acid",
    "dithiopropionic acid",
    "trithiocarbonic acid",
    # functional replacement: infixes
    "acetperoxoic acid",
    "benzoperoxoic acid",
    "propaneperoxoic acid",
    "ethaneperoxoic acid",
    "ethanedithioic acid",
    "ethandithioate",
    "benzenecarbodithioic acid",
    "ethanediselenoic acid",
    "ethanimidic acid",
    "benzenecarboximidic acid",
    # the peroxy acid group as a prefix
    "5-carbonoperoxoylpentanoic acid",
    "4-carbonoperoxoylbenzoic acid",
    # class words after an acid or an anion
    "acetic acid amide",
    "acetic acid N-methylamide",
    "acetic acid N-methyl amide",
    "propanoic acid amide",
    "benzoic acid amide",
    "benzoic acid N-ethylamide",
    "cyclohexanecarboxylic acid amide",
    "acetic acid anilide",
    "benzoic acid anilide",
    "acetic acid 4-nitroanilide",
    "acetate ethyl ester",
    "benzoate methyl ester",
    "propanoate propyl ester",
    # cyanic and peroxycyanic acid
    "cyanic acid",
    "phenyl cyanate",
    "methyl cyanate",
    "ethyl cyanate",
    "peroxycyanic acid",
    # esters named after their alcohol
    "phenol acetate",
    "phenol methanesulfonate",
    "4-nitrophenol acetate",
    "cyclohexanol benzoate",
    "naphthalen-2-ol benzoate",
    "ethanol acetate",
    "ethane-1,2-diol acetate",
    "ethane-1,2-diol 1-(4-methylbenzenesulfonate)",
    # "mono": one ester group, the anion's others left charged
    "monoethylterephthalate",
    "monoethyl terephthalate",
    "monomethyl succinate",
    "monomethylsuccinate",
    "monoethyl oxalate",
    "monomethyl phthalate",
    # two neutral components named before "salt"
    "acetic acid ammonia salt",
    "benzoic acid ammonia salt",
    "pyridine acetic acid salt",
    "acetic acid pyridine salt",
    # the older ether names: one group for both sides
    "ethyl ether",
    "methyl ether",
    "chloromethyl ether",
    "2-chloroethyl ether",
    "phenyl ether",
    "benzyl ether",
]
REFUSED = [
    # both readings of the one word fit
    "ethylmalonate",
    "diethylmalonate",
    "ethylsuccinate",
    "ethylterephthalate",
    "ethylphenylacetate",
    "tert-butyl(phenyl)carbamate",
    "acetylacetate",
    # a partial ester alone (as "ethyl oxalate" is refused: also the older name of the diester)
    "ethyloxalate",
    # the replaced O is not named: thione or thiol form, and the anion's two resonance forms
    "thioacetic acid",
    "ethanethioic acid",
    "ethanethioate",
    "thiobenzoic acid",
    "benzenecarbothioic acid",
    "methyl thioacetate",
    "thiooxalic acid",
    "dithiooxalic acid",
    "thiobutyric acid",
    "thiolactic acid",
    "thiocarbonic acid",
    "dithiocarbonic acid",
    "thiodiglycolic acid",
    # one or both acid groups
    "succinic acid amide",
    # which OH: C1's or C2's
    "propane-1,2-diol acetate",
    # two ClCH2 groups, or two Cl2CH?
    "dichloromethyl ether",
]
UNREAD = [
    # an amino alcohol before an anion: an ester or a salt
    "piperidin-4-ol acetate",
    "4-aminophenol acetate",
    # an alcohol with no OH at the locant
    "ethane-1,2-diol 3-(4-methylbenzenesulfonate)",
    "4-methyldithiobenzoic acid",
    # oxalic acid has no C3
    "3-thiooxalic acid",
    # hydrazono before an acid with C-H is also the substituent prefix =N-NH2 (OPSIN puts it on the ring)
    "hydrazonobenzoic acid",
    # the 4- of the anion, or of the OH at C4?
    "cyclohexane-1,4-diol 4-methylbenzenesulfonate",
]


def main():
    names = READ + REFUSED + UNREAD
    answers = run_opsin(names)
    with GOLDEN.open("w") as out:
        for name in names:
            row = {"name": name, "opsin": canonical(answers.get(name))}
            if name in REFUSED:
                row["refused"] = True
            if name in UNREAD:
                row["unread"] = True
            out.write(json.dumps(row) + "\n")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(names)} names")


if __name__ == "__main__":
    main()
