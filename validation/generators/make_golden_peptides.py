#!/usr/bin/python3
"""OPSIN's structures for peptide names (src/chem/names/peptides.ts): acyl residues, N-terminus first, then the
C-terminal amino acid, with L-/D- on every chiral residue (IUPAC-IUBMB JCBN 3AA-14, 3AA-16).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse although OPSIN answers them: a chiral residue without L- or D-
(OPSIN assumes L-). The esters ("glycine ethyl ester") are on the C-terminal carboxyl. Read by test/chem/names/peptides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_peptides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-peptides.jsonl"

READ = [
    "glycylglycine",
    "glycylglycylglycine",
    "L-alanyl-L-alanine",
    "D-alanyl-D-alanine",
    "L-alanyl-D-alanine",
    "glycyl-L-alanine",
    "L-alanylglycine",
    "L-alanylglycyl-L-leucine",
    "L-seryl-L-tyrosine",
    "L-prolyl-L-proline",
    "glycyl-L-proline",
    "L-prolylglycine",
    "glycyl-L-lysine",
    "L-phenylalanyl-L-leucine",
    "L-valyl-L-tryptophan",
    "L-alanyl-L-aspartic acid",
    "L-alanyl-L-glutamine",
    "sarcosylglycine",
    "glycylsarcosine",
    "L-methionyl-L-isoleucyl-L-threonine",
    "L-histidyl-L-arginine",
    "L-cysteinylglycine",
    "L-tyrosyl-D-alanylglycyl-L-phenylalanyl-L-leucine",
    # esters of the C-terminal carboxyl
    "glycine ethyl ester",
    "L-alanine methyl ester",
    "L-phenylalanine tert-butyl ester",
    "L-serine benzyl ester",
    "L-proline methyl ester",
    "L-lysine ethyl ester",
    "D-valine isopropyl ester",
    "L-alanyl-L-alanine methyl ester",
    # groups on the alpha-N (N-protected amino acids)
    "N-acetyl-L-alanine",
    "N-acetylglycine",
    "N,N-dimethylglycine",
    "N-methyl-L-alanine",
    "N-(tert-butoxycarbonyl)-L-alanine",
    "N-benzoyl-L-phenylalanine",
    "N-acetyl-L-cysteine",
    "N-acetyl-L-asparagine",
    "N-acetyl-L-tryptophan",
    "N-formyl-L-methionine",
    "N-acetyl-L-proline",
    "N-(benzyloxycarbonyl)glycine",
    "N-acetyl-L-alanyl-L-alanine",
    # amides of the one free carboxyl
    "glycinamide",
    "L-alaninamide",
    "D-alaninamide",
    "L-tryptophanamide",
    "L-leucinamide",
    "glycylglycinamide",
    "L-alanyl-L-prolinamide",
    # cyclic peptides: the last residue's carboxyl on the first one's N
    "cyclo(glycylglycyl)",
    "cyclo(L-alanyl-L-prolyl)",
    "cyclo(L-alanyl-D-alanyl)",
    "cyclo(L-lysyl-L-lysyl)",
    "cyclo(glycyl-L-leucyl-L-phenylalanyl)",
    "cyclo(L-asparaginyl-L-glutaminyl-L-tyrosyl-L-valyl-L-ornithyl-L-leucyl-D-phenylalanyl-L-prolyl-L-phenylalanyl-D-phenylalanyl)",
]
REFUSED = [
    "alanylglycine",
    "glycylalanine",
    "L-alanylalanine",
    "alanine methyl ester",
    # lysine's two NH2: "N-" does not say which (IUPAC writes N2- or N6-)
    "N-acetyl-L-lysine",
    "N-acetylalanine",
    "cyclo(alanylglycyl)",
    "alaninamide",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
