#!/usr/bin/python3
"""OPSIN's structures for nucleosides (src/chem/names/nucleosides.ts): the retained names of its biochemical ring
list (adenosine, guanosine, cytidine, uridine, thymidine, inosine, xanthosine, pseudouridine …), their 2'-deoxy forms
("2'-deoxyguanosine", "deoxycytidine") and groups on the base ("5-fluoro-2'-deoxyuridine", "5-methylcytidine",
"N6-methyladenosine", "8-bromoguanosine"), each with the β-D-ribofuranosyl configuration OPSIN gives (C1' R).

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09).
Rows with "refused": true are names OPSIN reads that the parser must refuse, not answer otherwise:
- a group or "deoxy" on the sugar ("2'-O-methyladenosine", "3'-deoxyadenosine", "5'-chloro-5'-deoxyadenosine"):
  the sugar's CIP labels would need ranking again (a group on the 5'- or 3'-O, "5'-O-methyladenosine",
  "3'-O-acetylthymidine", is read: no centre's ranking turns on them);
- a group on a purine N that OPSIN makes a cation ("7-methylguanosine") or moves the base's hydrogen for
  ("1-methyladenosine", the 6-imine): rules not read here.
Read by test/chem/names/nucleosides.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_nucleosides.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-nucleosides.jsonl"

READ = [
    "adenosine",
    "guanosine",
    "cytidine",
    "uridine",
    "thymidine",
    "inosine",
    "xanthosine",
    "isoguanosine",
    "isocytidine",
    "thioinosine",
    "pseudouridine",
    "orotidine",
    "idoxuridine",
    "ribosylthymine",
    "deoxythymidine",
    "2'-deoxyadenosine",
    "2'-deoxyguanosine",
    "2'-deoxycytidine",
    "2'-deoxyuridine",
    "2'-deoxyinosine",
    "deoxyadenosine",
    "deoxyguanosine",
    "deoxycytidine",
    "deoxyuridine",
    "5-methylcytidine",
    "5-methyluridine",
    "5-fluorouridine",
    "5-fluoro-2'-deoxyuridine",
    "5-bromo-2'-deoxyuridine",
    "5-iodo-2'-deoxyuridine",
    "5-iodo-2'-deoxycytidine",
    "5-methyl-2'-deoxycytidine",
    "5-fluoro-2'-deoxycytidine",
    "5-azacytidine",
    "7-deazaadenosine",
    "2-chloroadenosine",
    "8-bromoadenosine",
    "8-bromoguanosine",
    "8-oxoguanosine",
    "8-azidoadenosine",
    "3-methyluridine",
    "1-methylguanosine",
    "5-(hydroxymethyl)uridine",
    "5,6-dihydrouridine",
    "2-fluoro-2'-deoxyadenosine",
    "N6-methyladenosine",
    "N6,N6-dimethyladenosine",
    "N-methyladenosine",
    "N2-methylguanosine",
    "N2,N2-dimethylguanosine",
    "N4-methylcytidine",
    "N4-acetylcytidine",
    "N4-acetyl-2'-deoxycytidine",
    "N6-benzoyl-2'-deoxyadenosine",
    "N6-methyl-2'-deoxyadenosine",
    # The 5'-O, which no centre's ranking reaches.
    "5'-O-methyladenosine",
    "5'-O-acetyladenosine",
    "5'-O-tritylthymidine",
    # The 3'-O: C3' ranks it as its one O, and C2' and C4' are settled before it.
    "3'-O-methylcytidine",
    "3'-O-acetylthymidine",
    "3',5'-di-O-acetylthymidine",
]
REFUSED = [
    "2'-O-methyladenosine",
    "3'-deoxyadenosine",
    "5'-deoxyadenosine",
    "5'-chloro-5'-deoxyadenosine",
    "7-methylguanosine",
    "1-methyladenosine",
]

if __name__ == "__main__":
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)
