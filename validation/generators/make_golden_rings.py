#!/usr/bin/python3
"""OPSIN's structures for ring names the parser reads through src/chem/names/von-baeyer.ts (von Baeyer polycycles
with secondary bridges and polyspiro compounds, superscript locants in each form OPSIN reads) and the ring
classes added beside it. Each row: {"class", "name", "opsin"} with Debian's OPSIN 2.7.0 answer as Python RDKit
2022.09 canonical isomeric SMILES. Substituents sit on secondary-bridge atoms and on both ends of the system, so
a numbering off by one bridge puts them on another atom. Read by test/chem/names/von-baeyer.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_rings.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-rings.jsonl"

ADAMANTANE = ["^{3,7}", "~3,7~", "(3,7)", "^3,7", "^(3,7)", "3,7"]

NAMES = {
    "von-baeyer-polycycle": [
        *[f"tricyclo[3.3.1.1{s}]decane" for s in ADAMANTANE],
        "tricyclo[3.3.1.1^{3,7}]decan-1-ol",
        "tricyclo[3.3.1.1^{3,7}]decan-2-ol",
        "tricyclo[3.3.1.1^{3,7}]decan-2-one",
        "tricyclo[3.3.1.1^{3,7}]decan-1-amine",
        "tricyclo[3.3.1.1^{3,7}]decane-1-carboxylic acid",
        "10-methyltricyclo[3.3.1.1^{3,7}]decane",
        "1,3-dimethyltricyclo[3.3.1.1^{3,7}]decane",
        "2-oxatricyclo[3.3.1.1^{3,7}]decane",
        "2-azatricyclo[3.3.1.1^{3,7}]decane",
        "1-azatricyclo[3.3.1.1^{3,7}]decane",
        "1,3,5,7-tetraazatricyclo[3.3.1.1^{3,7}]decane",
        "2,4,10-trioxatricyclo[3.3.1.1^{3,7}]decane",
        "tricyclo[2.2.1.0^{2,6}]heptane",
        "3-methyltricyclo[2.2.1.0^{2,6}]heptane",
        "7-methyltricyclo[2.2.1.0^{2,6}]heptane",
        "tricyclo[5.2.1.0^{2,6}]decane",
        "tricyclo[5.2.1.0^{2,6}]deca-3,8-diene",
        "tricyclo[5.2.1.0^{2,6}]dec-8-ene",
        "8-methyltricyclo[5.2.1.0^{2,6}]decane",
        "tricyclo[5.2.1.02,6]decane",
        "tricyclo[1.1.0.0^{2,4}]butane",
        "tetracyclo[2.2.0.0^{2,6}.0^{3,5}]hexane",
        "pentacyclo[4.2.0.0^{2,5}.0^{3,8}.0^{4,7}]octane",
        "tricyclo[4.4.1.1^{1,6}]dodecane",
        "tricyclo[4.3.1.1^{2,5}]undecane",
        "11-methyltricyclo[4.3.1.1^{2,5}]undecane",
        "tricyclo[4.2.2.2^{2,5}]dodecane",
        "tetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane",
        "11-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane",
        "12-methyltetracyclo[4.4.0.1^{2,5}.1^{7,10}]dodecane",
        "11-methyltetracyclo[4.4.0.1^{2,5}.2^{7,10}]tridecane",
        "13-methyltetracyclo[4.4.0.1^{2,5}.2^{7,10}]tridecane",
        "2,11-dimethyltetracyclo[4.4.0.1^{2,5}.2^{7,10}]tridecane",
        "2,12-dimethyltetracyclo[4.4.0.1^{2,5}.2^{7,10}]tridecane",
        "tricyclo[2.2.1.0^{2,6}]heptan-3-one",
        "tricyclo[3.2.1.0^{2,4}]octane",
        "6-methyltricyclo[3.2.1.0^{2,4}]octane",
        "tricyclo[3.2.1.0^{2,4}]oct-6-ene",
        "3-oxatricyclo[3.2.1.0^{2,4}]octane",
        "tricyclo[2.1.1.0^{5,6}]hexane",
        "pentacyclo[13.7.4.3^{3,8}.0^{18,20}.1^{13,28}]triacontane",
        "bicyclo[2,2,1]heptane",
        "bicyclo[3.2.1]octan-8-one",
    ],
    "polyspiro": [
        "dispiro[5.1.7.2]heptadecane",
        "dispiro[4.2.4^{8}.2^{5}]tetradecane",
        "dispiro[4.2.4^8.2^5]tetradecane",
        "dispiro[4.2.48.25]tetradecane",
        "dispiro[4.1.4.1]dodecane",
        "dispiro[2.2.2.2]decane",
        "1-methyldispiro[4.2.4^{8}.2^{5}]tetradecane",
        "7-methyldispiro[4.2.4^{8}.2^{5}]tetradecane",
        "dispiro[5.1.7.2]heptadecan-7-one",
        "trispiro[2.0.2^{4}.1.2^{8}.1^{3}]undecane",
        "trispiro[2.0.24.1.28.13]undecane",
        "trispiro[2.2.2^{6}.2.2^{11}.2^{3}]pentadecane",
        "1-oxaspiro[4,5]decane",
        "spiro[4,5]decane",
        "7,14-dioxadispiro[5.1.5^{8}.3^{6}]hexadecane",
    ],
    "spiro-components": [
        "spiro[cyclopentane-1,1'-indene]",
        "spiro[cyclohexane-1,1'-indene]",
        "spiro[cyclohexane-1,2'-indene]",
        "spiro[piperidine-4,9'-xanthene]",
        "spiro[cyclohexane-1,9'-fluorene]",
        "spiro[cyclopropane-1,9'-fluorene]",
        "spiro[cyclohexane-1,1'-cyclopentane]",
        "spiro[cyclohexane-1,1'-cyclopentan]-2'-one",
        "spiro[cyclohexane-1,3'-indolin]-2'-one",
        "spiro[1,3-dioxolane-2,1'-cyclohexane]",
        "spiro[cyclohexane-1,2'-oxirane]",
        "spiro[oxolane-2,1'-cyclohexane]",
        "5'-bromospiro[cyclohexane-1,1'-indene]",
        "4-methylspiro[cyclohexane-1,1'-indene]",
        "2'-methylspiro[cyclohexane-1,1'-indene]",
        "spiro[cyclohexane-1,1'-indene]-3'-carboxylic acid",
        "spiro[cyclohexane-1,1'-inden]-3'-amine",
        "1'-methylspiro[indoline-3,4'-piperidine]",
        "2,3-dihydrospiro[indene-1,4'-piperidine]",
        "1',3'-dihydrospiro[cyclohexane-1,2'-indene]",
        "1,1'-spirobiindene",
        "1,1'-spirobi[indene]",
        "3,3'-spirobi[3H-indole]",
        "9,9'-spirobi[fluorene]",
        "2,2'-dibromo-9,9'-spirobi[fluorene]",
        "spirobicyclohexane",
        "dispiro[fluorene-9,1'-cyclohexane-4',1''-indene]",
        "cyclohexanespirocyclopentane",
        "2H-indene-2-spiro-1'-cyclopentane",
        "1,2,3,4-tetrahydroquinoline-4-spiro-4'-piperidine",
        "cyclohexanespiro-2'-(tetrahydrofuran)",
        "tetrahydropyran-2-spirocyclohexane",
    ],
    "cyclic-suffixes": [
        "pentan-5-olide",
        "pentan-4-olide",
        "butan-4-olide",
        "hexan-6-olide",
        "5-pentanolide",
        "3-methylbutan-4-olide",
        "2-methylpentan-5-olide",
        "pent-2-en-5-olide",
        "butano-4-lactone",
        "pentano-5-lactone",
        "butano-4-lactam",
        "pentano-5-lactam",
        "hexano-6-lactam",
        "N-methylbutano-4-lactam",
        "3-methylbutano-4-lactam",
        "4-butanelactam",
        "O-ethylbutano-4-lactim",
        "O-methyl-pentano-5-lactim",
        "propane-1,3-sultone",
        "butane-1,4-sultone",
        "butane-1,4-sultam",
        "N-methylbutane-1,4-sultam",
        "pentane-2,5-sultone",
        "pentane-2,5-sultine",
        "propane-3-sultim",
        "naphthalene-1,8-sultone",
        "naphthalene-1,8-sultam",
        "cyclohexane-1,2-dicarboximide",
        "N-methylcyclohexane-1,2-dicarboximide",
        "cyclopentane-1,2-dicarboximide",
        "benzene-1,2-dicarboximide",
        "succinimide",
        "N-methylsuccinimide",
        "N-bromosuccinimide",
        "glutarimide",
        "maleimide",
        "N-ethylmaleimide",
        "phthalimide",
        "N-phenylphthalimide",
        "N-(2-hydroxyethyl)phthalimide",
        "2-phthalimidoethan-1-ol",
        "4-succinimidobenzoic acid",
        "gamma-butyrolactone",
        "delta-valerolactone",
        "gamma-valerolactone",
        "epsilon-caprolactone",
        "epsilon-caprolactam",
        "caprolactam",
        "beta-propiolactone",
    ],
    "bridges": [
        "1,2-epoxypropane",
        "1,2-epoxybutane",
        "2,3-epoxybutane",
        "3,4-epoxy-1-phenylbutane",
        "1,2-epoxycyclohexane",
        "1,2:3,4-diepoxybutane",
        "2,3-epoxypyridine",
        "1,4-dihydro-1,4-epoxynaphthalene",
        "9,10-dihydro-9,10-ethanoanthracene",
        "9,10-ethanoanthracene",
        "9,10-dihydro-9,10-ethenoanthracene",
        "1,2,3,4-tetrahydro-1,4-methanonaphthalene",
        "2,3-methylenedioxynaphthalene",
        "1,2-methylenedioxybenzene",
        "1,2-methylenedioxy-4-nitrobenzene",
        "1,2-ethylenedioxybenzene",
        "11-chloro-9,10-dihydro-9,10-ethanoanthracene",
        "11-methyl-9,10-dihydro-9,10-ethanoanthracene",
        "9-methyl-9,10-dihydro-9,10-ethanoanthracene",
        "11-chloro-9,10-(epoxymethano)anthracene",
        "9,10-dihydro-9,10-(epoxymethano)anthracene",
        "1,4-dihydro-1,4-epithionaphthalene",
        "1,2-epithiopropane",
        "2,3-epidioxybutane",
        "1,4-dihydro-1,4-epiminonaphthalene",
    ],
}


def main():
    names = [n for group in NAMES.values() for n in group]
    opsin = run_opsin(names)
    rows = [{"class": cls, "name": n, "opsin": canonical(opsin.get(n))} for cls, group in NAMES.items() for n in group]
    GOLDEN.write_text("".join(json.dumps(r) + "\n" for r in rows))
    unread = [r["name"] for r in rows if r["opsin"] is None]
    print(f"{len(rows)} rows -> {GOLDEN.relative_to(ROOT)}; OPSIN reads no structure for {len(unread)}: {unread}")


if __name__ == "__main__":
    main()
