#!/usr/bin/python3
"""OPSIN's structures for functional class names of aldehyde and ketone derivatives: oximes, hydrazones,
semicarbazones, acetals and ketals with their hemi- and chalcogen forms (src/chem/names/carbonyl-derivatives.ts).

Textbook names (IUPAC 2013 P-66.6, P-68.3.1.2, the acetal rules of P-65.6.3.4 as OPSIN reads them), each with the
structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with "refused": true
are names the parser must refuse although OPSIN answers: the name leaves open which group is on which atom (OPSIN
picks one), or which carbonyl group the class word acts on. Read by test/chem/names/carbonyl-derivatives.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_carbonyl_derivatives.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-carbonyl-derivatives.jsonl"

READ = [
    "acetaldehyde oxime",
    "propanal oxime",
    "cyclohexanone oxime",
    "pentan-3-one oxime",
    "butan-2-one oxime",
    "butan-2-one O-methyloxime",
    "cyclohexanone O-benzyloxime",
    "butanal O-acetyloxime",
    "butane-2,3-dione dioxime",
    "benzaldehyde oxime",
    "benzaldehyde hydrazone",
    "propanal phenylhydrazone",
    "cyclohexanone phenylhydrazone",
    "benzaldehyde 2,4-dinitrophenylhydrazone",
    "butan-2-one dimethylhydrazone",
    "propanal semicarbazone",
    "cyclohexanone semicarbazone",
    "benzaldehyde thiosemicarbazone",
    "propanal dimethyl acetal",
    "butanal diethyl acetal",
    "benzaldehyde dimethyl acetal",
    "cyclohexanone dimethyl ketal",
    "cyclopentanone ethylene ketal",
    "butanal ethylene acetal",
    "propanal ethyl methyl acetal",
    "cyclohexanone ethyl hemiketal",
    "benzaldehyde diethyl dithioacetal",
    "butanal S-methyl O-ethyl monothioacetal",
    "cyclohexanone ethylene dithioketal",
    # acetone, OPSIN's retained ketone, and its derivatives
    "acetone",
    "chloroacetone",
    "1,3-dichloroacetone",
    "hexafluoroacetone",
    "acetone oxime",
    "acetone O-ethyloxime",
    "acetone semicarbazone",
    "acetone dimethyl ketal",
    # hydroximoyl halides (the aldehyde's H made the halogen) and S-substituted thiooximes, C=N-SR
    "benzaldehyde chlorooxime",
    "benzaldehyde chloroxime",
    "4-methoxybenzaldehyde chlorooxime",
    "2-Hydroxy-5-methoxy-benzaldehyde chloroxime",
    "benzaldehyde S-phenylthiooxime",
    "4-NITROBENZALDEHYDE S-(4-NITROPHENYL)THIOOXIME",
    "acetone S-methylthiooxime",
    # diketals and diacetals: each group word's locants name the carbonyl carbons its O atoms are on
    "cyclohexane-1,4-dione 1,1-diethyl 4,4-dimethyl diketal",
    "cyclohexane-1,4-dione 1,4-diethyl 1,4-dimethyl diketal",
    "cyclohexane-1,4-dione 1,1,4,4-tetramethyl diketal",
    "2-methylcyclohexane-1,4-dione 1,1-diethyl 4,4-dimethyl diketal",
    "butane-2,3-dione 2,2,3,3-tetramethyl diketal",
    "pentane-2,4-dione 2-ethyl 2,4,4-trimethyl diketal",
    "hexane-2,5-dione 2,2-diethyl 5,5-dimethyl diketal",
    "butanedial 1,1,4,4-tetraethyl diacetal",
    # one ketal of a dione, on the carbonyl carbon its groups' locants name
    "cyclohexane-1,4-dione 1,1-dimethyl ketal",
    "cyclohexane-1,4-dione 1,1-dimethyl monoketal",
    "pentane-2,4-dione 2,2-dimethyl ketal",
    "hexane-2,4-dione 2,2-diethyl ketal",
    "hexane-2,4-dione 2,2-diethyl 4,4-dimethyl diketal",
    "cyclohexanone 1,1-dimethyl ketal",
    "propanal 1,1-dimethyl acetal",
    # "mercaptal": the older word for a dithioacetal
    "pentanal diethyl mercaptal",
    "cyclohexanone diethyl mercaptal",
    "propanal ethylene mercaptal",
]
REFUSED = [
    # ethyl and methyl on S and O: OPSIN puts them in one order, the name does not say which.
    "propanal ethyl methyl monothioacetal",
    # the ethyl on S or on O
    "propanal ethyl monothiohemiacetal",
    # hexane-2,4-dione's two C=O differ, and "oxime" does not say which.
    "hexane-2,4-dione oxime",
    # no aldehyde or ketone group
    "propanoic acid oxime",
    # a ketone's C has no H for the halogen
    "acetone chlorooxime",
    # a diketal's groups without locants, or not two on each of two carbonyl carbons
    "cyclohexane-1,4-dione tetramethyl diketal",
    "cyclohexane-1,4-dione 1-ethyl 1-methyl diketal",
    "cyclohexane-1,4-dione 1,1,2,2-tetramethyl diketal",
    "cyclohexane-1,4-dione 1-ethyl 1,4,4-trimethyl ketal",
    # a group not bound through carbon (OPSIN makes the hypochlorite O-Cl)
    "2-methylcyclohexane-1,4-dione 1,1-diethyl 4,4-dichloro diketal",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
