"""Hand-written repair_smiles cases with Python RDKit 2022.09's verdicts: does it read the broken text, and the
canonical SMILES of the fix a chemist would make (the comment on each case says why that fix is the right one).
test/chem/repair/repair-cases.test.ts checks that repair_smiles proposes that molecule, at the stated rank.

Run: /usr/bin/python3 validation/generators/make_golden_repair.py > validation/golden/repair-cases.jsonl"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402

RDLogger.DisableLog("rdApp.*")

# (broken, fix, rank of the fix among the candidates (0 = first), kind of the first problem, why the fix is right)
CASES = [
    ("c1ccccc1C(=O", "c1ccccc1C(=O)", 0, "unclosed_branch",
     "the branch (=O on the carbon after phenyl is never closed; closing it gives phenyl-CH=O, benzaldehyde"),
    ("C1CCCCC", "C1CCCCC1", 0, "unclosed_ring",
     "ring bond 1 opens on the first of six carbons; closing it on the sixth makes cyclohexane, the six-membered ring"),
    ("NC(=O)C=CC1=CC=CO", "NC(=O)C=CC1=CC=CO1", 0, "unclosed_ring",
     "ring bond 1 on the C=C-C=C-O end of an acrylamide closes a five-membered ring on the oxygen (furan, aromatic, an "
     "everyday fragment: 3-(2-furyl)acrylamide) or on the amide N (a 2-pyrrolinone with an exocyclic diene); both rings "
     "are five-membered, and the far more ordinary furan ranks first by SA score"),
    ("c1ccccc11", "c1ccccc1", 0, "unclosed_ring",
     "the ring label is typed twice at the end; dropping the repeat leaves benzene"),
    ("c1ccnc1", "c1cc[nH]c1", 0, "kekulization",
     "a five-membered aromatic ring with one nitrogen is pyrrole: its nitrogen carries the H that gives six pi electrons"),
    ("c1ccc2c(c1)nc1ccccc12", "c1ccc2c(c1)[nH]c1ccccc12", 0, "kekulization",
     "the nitrogen of the central five-membered ring of carbazole is an NH"),
    ("CN(C)(C)C", "C[N+](C)(C)C", 0, "valence",
     "nitrogen with four single bonds is a quaternary ammonium ion: tetramethylammonium, charge +1"),
    ("c1ccn(C)cc1", "c1cc[n+](C)cc1", 0, "kekulization",
     "a pyridine nitrogen with a third (methyl) substituent is a pyridinium ion: N-methylpyridinium, charge +1"),
    ("CCO=C", "CCOC", 0, "valence",
     "oxygen with a single and a double bond to carbons would be an oxonium ion; an ether, ethyl methyl ether, is the likely meaning"),
    ("CCL", "CCl", 0, "unknown_symbol",
     "chlorine is written Cl; 'CL' after a carbon is chloromethane's chlorine in the wrong case"),
    ("brc1ccccc1", "Brc1ccccc1", 0, "unknown_symbol",
     "bromine is written Br; 'br' before a benzene ring is bromobenzene"),
    ("CcO", "CCO", 0, "aromatic_outside_ring",
     "a lowercase (aromatic) carbon in a three-atom chain is in no ring; written in uppercase it is ethanol"),
    ("C[NH3+", "C[NH3+]", 0, "unclosed_bracket",
     "the bracket atom [NH3+ is never closed; closing it gives methylammonium"),
    ("CNH3+]", "C[NH3+]", 0, "unopened_bracket",
     "NH3+] ends a bracket atom that was never opened; opening it before N gives methylammonium"),
    ("CC)O", "CCO", 0, "unopened_branch",
     "the ')' closes nothing; removing it (or opening a branch before the second carbon) gives ethanol either way"),
    ('"CCO"', "CCO", 0, "text_artefact", "quote marks are not SMILES; inside them is ethanol"),
    ("SMILES: c1ccccc1O.", "c1ccccc1O", 0, "text_artefact", "a label before and a full stop after; the SMILES is phenol"),
    ("CC(=O)[O\u2212]", "CC(=O)[O-]", 0, "look_alike_character", "a Unicode minus sign for the charge; with an ASCII '-' it is acetate"),
    ("\uff23\uff23\uff2f", "CCO", 0, "look_alike_character", "fullwidth letters; in ASCII they spell ethanol"),
    ("C\u200bCO", "CCO", 0, "look_alike_character", "a zero-width space inside ethanol"),
    ("CC O", "CCO", 0, "whitespace", "a space inside ethanol; RDKit would read only 'CC' (ethane) and take 'O' as a name"),
    ("c1ccccc1\nC(=O)O", "c1ccccc1C(=O)O", 0, "whitespace", "a line break inside benzoic acid's SMILES"),
    # Issue 27's audit cases.
    ("CC(=[OH])O", "CC(=O)O", 0, "valence",
     "a bracket atom's H count is exact, so =[OH] is an oxygen with three bonds; it is acetic acid's carbonyl oxygen "
     "written with the H of a hydroxy group (making the C=O single instead gives ethane-1,1-diol)"),
    ("CS(=[OH])(=O)C", "CS(=O)(=O)C", 0, "valence",
     "the same slip on a sulfonyl oxygen: S(=O)(=O) of dimethyl sulfone, with an H written on one oxygen"),
    ("CC(C)Cc1ccc(cc1)C(C)C(=O)O5", "CC(C)Cc1ccc(cc1)C(C)C(=O)O", 0, "unclosed_ring",
     "a ring digit after the last atom of ibuprofen's carboxylic acid: every closure would put the acid's OH oxygen in "
     "a lactone ring (an alpha-lactone, or a lactone bridged onto the benzene); the digit is stray, and ibuprofen is left"),
    ("OC(=O)C4c1ccccc1", "OC(=O)Cc1ccccc1", 0, "unclosed_ring",
     "a stray ring digit on the CH2 of phenylacetic acid: closing it makes a three-membered alpha-lactone or a "
     "non-aromatic benzene; deleting it gives phenylacetic acid"),
]

for broken, fix, rank, kind, why in CASES:
    mol = Chem.MolFromSmiles(broken)
    fixed = Chem.MolFromSmiles(fix)
    assert fixed is not None, fix
    print(json.dumps({
        "broken": broken,
        "fix": fix,
        "rank": rank,
        "kind": kind,
        "why": why,
        "python_reads_broken": None if mol is None else Chem.MolToSmiles(mol),
        "python_canonical": Chem.MolToSmiles(fixed),
    }, ensure_ascii=False))
