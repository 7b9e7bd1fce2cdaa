#!/usr/bin/python3
"""OPSIN's structures for multiplicative names (src/chem/names/multiplicative.ts): two identical parents joined by a
multiplying substituent, their locants primed copy by copy ("4,4'-methylenedianiline", "2,2'-oxydiethanol"), the
substituent a central group with "bis" of the arm each side repeats ("N,N'-{oxybis[4,1-phenyleneimino(thioxomethylene)]}
dipropanamide", the arm's groups cited from the centre outwards), groups bound by a double bond on one side or both
("ethane-1,2-diylbis(azanylylidenemethanylylidene)", -N=CH-), and a CIP group before the bracketed parent, on each
copy ("3,3'-methylenebis[(3R)-chroman-7-ol]"); and the esters of a multiplicative acid ("dimethyl 2,2'-oxydiacetate",
one alkyl group per copy's acid group; without the space too).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must not answer although OPSIN does: no locants where a copy has more than one
atom the link could be on (OPSIN assumes them; two bare copies of benzene or a cycloalkane need none, all their atoms
being alike: "oxydibenzene", nor does acetic acid, only its C2 having hydrogen: "oxydiacetic acid"), three copies, a double
bond the chain of groups puts on an aromatic ring atom, a copy's unlocanted prefix, and a copy's descriptor on an atom
that is no stereocentre, and an ester whose alkyl groups do not match the copies' acid groups. Read by
test/chem/names/multiplicative.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_multiplicative.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-multiplicative.jsonl"

READ = [
    "4,4'-methylenedianiline",
    "4,4'-oxydianiline",
    "2,2'-oxydiethanol",
    "2,2'-thiodiethanol",
    "N,N'-ethane-1,2-diyldiacetamide",
    "4,4'-carbonyldibenzoic acid",
    "4,4'-carbonylbis(benzoic acid)",
    "4,4'-sulfonyldiphenol",
    "4,4'-thiodiphenol",
    "4,4'-methylenebis(2-methylaniline)",
    "3,4'-methylenedioxydipyridine",
    "1,1'-methylenedipiperidine",
    "4,4'-(propane-2,2-diyl)diphenol",
    "4,4'-(ethane-1,2-diyl)dianiline",
    "4,4'-(1,4-phenylene)dipyridine",
    "2,2'-[ethane-1,2-diylbis(oxy)]diethanol",
    "N,N'-methylenebis(acetamide)",
    "4,4'-propylmethylenedianiline",
    "1,1'-carbonyldiimidazole",
    "1,1'-sulfonyldiimidazole",
    "N,N'-{oxybis[4,1-phenyleneimino(thioxomethylene)]}dipropanamide",
    "8,8'-{carbonylbis[imino-3,1-phenylenecarbonylimino(4-methyl-3,1-phenylene)carbonylimino]}dinaphthalene-1,3,5-trisulfonic acid",
    "4,4'-{9H-fluorene-2,7-diylbis[sulfonyl(methylimino)]}dibutanoic acid",
    "N,N'-{1,5-naphthalenediylbis[imino(thioxomethylene)]}dipropanamide",
    "4,4'-methylenedibenzene",
    "3,4'-methylenedipyridine",
    "N,N'-carbonylbis[imino(4-methyl-3,1-phenylene)]diacetamide",
    "N,N'-carbonylbis[imino(4-methyl-1,3-phenylene)]diacetamide",
    # groups bound by a double bond on one side (azanylylidene, methanylylidene) or both (diylidene)
    "2,2'-[ethane-1,2-diylbis(azanylylidene)]dicyclohexanol",
    "2,2'-[ethane-1,2-diylidenebis(azanylylidene)]diphenol",
    "N,N'-ethane-1,2-diylidenediacetamide",
    "4,4'-(ethane-1,2-diylidene)dicyclohexanol",
    "2,2'-((ethane-1,2-diylbis(azanylylidene))bis(methanylylidene))diphenol",
    "2,2'-[ethane-1,2-diylbis(azanylylidenemethanylylidene)]diphenol",
    "2,2'-[ethane-1,2-diylidenebis(azanylylidenemethanylylidene)]bis(cyclohexan-1-ol)",
    "2,2'-((ethane-1,2-diylidenebis(azanylylidene))bis(methanylylidene))dicyclohexanol",
    # a CIP group before the bracketed parent, on each copy's own atoms
    "3,3'-methylenebis[(3R)-chroman-7-ol]",
    "3,3'-methylenebis[(3S)-chroman-7-ol]",
    "3,3'-methylenebis[(R)-chroman-7-ol]",
    "3,3'-methylenebis[(3R,4S)-chroman-4-ol]",
    "2,2'-oxybis[(1R)-1-phenylethanol]",
    "1,1'-oxybis[(2R)-propan-2-ol]",
    "4,4'-methylenebis[(E)-pent-2-ene]",
    "3,3\u2032-[oxybis(3-hydroxy-2-methoxy-4,1-phenylene)]bis[(3R)-3,4-dihydro-2H-1-benzopyran-7-ol]",
]
READ += [
    # two bare copies of a parent whose atoms are all alike: no locants needed
    "oxydibenzene",
    "methylenedibenzene",
    "methylenedioxydibenzene",
    "ethylenedioxydibenzene",
    "methylenebis(oxy)dibenzene",
    "sulfonyldibenzene",
    "carbonyldibenzene",
    "thiodibenzene",
    "methylenedicyclohexane",
    "oxydicyclohexane",
    "oxybis(benzene)",
    "sulfanediylbis(benzene)",
]
READ += [
    # esters of a multiplicative acid: one alkyl group per copy's acid group
    "dimethyl 2,2'-oxydiacetate",
    "diethyl 2,2'-oxydiacetate",
    "dimethyl 3,3'-thiodipropanoate",
    "dimethyl 4,4'-oxydibenzoate",
    "dimethyl 4,4'-methylenedibenzoate",
    "bis(2-ethylhexyl) 4,4'-methylenedibenzoate",
    "dimethyl 4,4'-methylenebis(3-nitrobenzoate)",
    "bis(aminomethyl) 4,4'-(ethylenedioxy)bis(3-methylbenzoate)",
    "dimethyl 4,4'-oxydibenzenesulfonate",
    # and written without the space (omitted-spaces.ts)
    "bis(aminomethyl)4,4'-(ethylenedioxy)bis(3-methylbenzoate)",
    "dimethyl4,4'-oxydibenzoate",
]
READ += [
    # copies without locants where only one atom of each can carry the link: acetic acid's C2, a carbamate's N
    "oxydiacetic acid",
    "dimethyl oxydiacetate",
    "thiodiacetic acid",
    "iminodiacetic acid",
    "sulfonyldiacetic acid",
    "carbonyldiacetic acid",
    "diethyl methylenedicarbamate",
    "diethyl 1,4-phenylenedicarbamate",
    "dimethyl ethane-1,2-diyldicarbamate",
    "diethyl 1,3-phenylenebis(carbamate)",
    "diethyl [oxybis(methylene)]biscarbamate",
    # CAS's unbracketed "bis" after a linker
    "diethyl (1,3-phenylene)biscarbamate",
    "diethyl ethane-1,2-diylbiscarbamate",
    "diethyl {1,3-phenylenebis[imino(thioxomethylene)]}biscarbamate",
]
REFUSED = [
    # alkyl groups that do not match the copies' acid groups (OPSIN leaves one anionic, or adds none)
    "methyl 2,2'-oxydiacetate",
    "ethyl 4,4'-methylenedibenzoate",
    "trimethyl 2,2'-oxydiacetate",
    "methylenedianiline",
    "oxydipyridine",
    "oxydinaphthalene",
    "methylenedithiophene",
    "oxybis(pyridine)",
    "methylenedi(chlorobenzene)",
    "2,2',2''-nitrilotriethanol",
    "4,4'-methylenebis(chloroaniline)",
    "4,4-methylenedianiline",
    # unlocanted copies with more than one atom for the link: a carbamic acid's N or O, an amide's C2 or N (OPSIN
    # makes C=CC(=O)NC(C)=O of methylenediacetamide), propanoic acid's C2 or C3, cyclohexanamine's C1 or C2
    "methylenedicarbamic acid",
    "methylenediacetamide",
    # an amide's C2 or N where methylene's =CH2 reading is not there to make it open anyway
    "oxydiacetamide",
    "methylenebis(acrylamide)",
    "oxydipropanoic acid",
    "methylenebis(cyclohexanamine)",
    "oxydiethanol",
    # a double bond to an aromatic ring atom: OPSIN breaks the ring's aromaticity, we refuse
    "2,2'-[ethane-1,2-diylbis(azanylylidene)]diphenol",
    # a CIP descriptor on a copy's atom that is no stereocentre
    "3,3'-methylenebis[(2R)-chroman-7-ol]",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
