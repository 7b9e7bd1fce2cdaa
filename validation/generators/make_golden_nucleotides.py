#!/usr/bin/python3
"""OPSIN's structures for nucleotides named as a nucleoside's phosphate by the 5'-locant (src/chem/names/
nucleotides.ts): "adenosine 5'-monophosphate", "guanosine 5'-diphosphate", "2'-deoxyadenosine 5'-triphosphate",
"adenosine 5'-phosphate", "adenosine-5'-triphosphate", a chain of one to four phosphoric acid units on the 5'-O;
and the vitamin B6 vitamers' ("pyridoxal 5'-phosphate").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
A phosphate on the 3'-O is read too ("adenosine 3'-monophosphate", "adenosine 3',5'-diphosphate": one on each).
Rows with "refused": true are names OPSIN reads that the parser must refuse, not answer otherwise: a phosphate on
the 2'-O (the 2'-O ranks C3': the sugar's CIP labels are not ranked again here), "bisphosphate" (not read here), a name without its locant ("adenosine
monophosphate", which OPSIN takes as 5'), a phosphate on a 5'-O that already carries a group (OPSIN gives
nothing for it either), and the hydrogen count written in ("5'-(tetrahydrogen triphosphate)"). "guanosine 3',5'-cyclic monophosphate" OPSIN does not read.
Read by test/chem/names/nucleotides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_nucleotides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-nucleotides.jsonl"

READ = [
    "adenosine 5'-monophosphate",
    "adenosine 5'-diphosphate",
    "adenosine 5'-triphosphate",
    "adenosine 5'-tetraphosphate",
    "adenosine 5'-phosphate",
    "adenosine-5'-triphosphate",
    "guanosine 5'-monophosphate",
    "guanosine 5'-diphosphate",
    "guanosine 5'-triphosphate",
    "cytidine 5'-monophosphate",
    "cytidine 5'-triphosphate",
    "uridine 5'-monophosphate",
    "uridine 5'-diphosphate",
    "uridine 5'-triphosphate",
    "inosine 5'-monophosphate",
    "xanthosine 5'-monophosphate",
    "thymidine 5'-monophosphate",
    "thymidine 5'-triphosphate",
    "2'-deoxyadenosine 5'-triphosphate",
    "2'-deoxyguanosine 5'-triphosphate",
    "2'-deoxycytidine 5'-triphosphate",
    "2'-deoxyuridine 5'-monophosphate",
    "deoxyadenosine 5'-monophosphate",
    "5-fluoro-2'-deoxyuridine 5'-monophosphate",
    "5-methylcytidine 5'-triphosphate",
    "N6-methyladenosine 5'-monophosphate",
    "pseudouridine 5'-monophosphate",
    # the 3'-O, alone or with the 5'-O (one phosphate on each)
    "adenosine 3'-monophosphate",
    "adenosine 3',5'-diphosphate",
    "thymidine 3'-monophosphate",
    "2'-deoxyadenosine 3'-monophosphate",
    "guanosine 3'-diphosphate",
    # the vitamin B6 vitamers' 5'-CH2OH, esterified the same way
    "pyridoxal 5'-phosphate",
    "pyridoxamine 5'-phosphate",
    "pyridoxine 5'-phosphate",
    "pyridoxal 5'-diphosphate",
]
REFUSED = [
    "adenosine 2',5'-diphosphate",
    "guanosine 3',5'-bisphosphate",
    "adenosine 2'-monophosphate",
    "adenosine monophosphate",
    "5'-O-methyladenosine 5'-monophosphate",
    "adenosine 5'-(tetrahydrogen triphosphate)",
    # no locant (OPSIN takes 5')
    "pyridoxal phosphate",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
