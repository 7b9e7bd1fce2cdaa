#!/usr/bin/python3
"""Reference InChIs for molecules with dative bonds (src/chem/formats/inchi.ts), from the IUPAC reference program.

    /usr/bin/python3 validation/generators/make_golden_identifiers.py      (needs libinchi-bin's inchi_main)

InChI has no dative bond. Standard InChI disconnects bonds to metals, and a dative bond D->A is the same
molecule as the charge-separated single bond D(+)-A(-). So each row gives inchi_main (InChI 1.03 cannot
read V3000 coordinate bonds) a structure drawn without the dative bond, chosen on chemical grounds (RDKit counts a dative bond in the
acceptor's valence, so non-metal acceptors such as CN(C)(C)->O carry an extra H and have no sensible InChI):

  cisplatin N->[Pt](<-N)(Cl)Cl      as Cl[Pt]Cl.N.N (ammines disconnected, as standard InChI does for
                                      metal-ligand bonds; PubChem lists InChI=1S/2ClH.2H3N.Pt/h2*1H;2*1H3;/q;;;;+2/p-2)
  tetraammineplatinum(II)           as [Pt+2].N.N.N.N

Writes validation/golden/identifiers-dative.jsonl: {smiles, reference_smiles, inchi, inchikey}.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from make_golden_core import standard_inchi  # noqa: E402  (RDKit molfile → inchi_main, the core goldens' path)
from rdkit import Chem  # noqa: E402

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # validation/
ROWS = [
    ("N->[Pt](<-N)(Cl)Cl", "Cl[Pt]Cl.N.N"),
    ("[NH3]->[Pt+2](<-[NH3])(<-[NH3])<-[NH3]", "[Pt+2].N.N.N.N"),
]


def main():
    out = os.path.join(HERE, "golden", "identifiers-dative.jsonl")
    with open(out, "w") as handle:
        for smiles, reference in ROWS:
            inchi, key = standard_inchi(Chem.MolFromSmiles(reference))
            handle.write(json.dumps({"smiles": smiles, "reference_smiles": reference, "inchi": inchi, "inchikey": key}) + "\n")
    print(open(out).read())


if __name__ == "__main__":
    main()
