#!/usr/bin/python3
"""OPSIN's structures for molecules of non-metals named by composition (src/chem/names/inorganic-molecules.ts):
binary compounds of one central atom ("carbon tetrachloride", "sulfur trioxide", "xenon difluoride"), the hydrogen
chalcogenides and the elements as molecules ("dinitrogen", "molecular iodine", "ozone").

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse: a central atom outside the valences read (OPSIN draws carbon
monoxide as a carbene [C]=O and nitrogen dioxide as a closed-shell ion pair; both are radicals or need charges the
name does not give), a compound of two central atoms, an element's bare name (I2 or an iodine atom?).
Read by test/chem/names/inorganic-molecules.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_inorganic_molecules.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-inorganic-molecules.jsonl"

READ = [
    "carbon tetrachloride", "carbon tetrabromide", "carbon tetrafluoride", "carbon tetraiodide", "carbon disulfide",
    "carbon diselenide", "carbon dioxide", "boron trifluoride", "boron trichloride", "boron tribromide",
    "boron triiodide", "silicon dioxide", "silicon tetrachloride", "silicon tetrafluoride", "silicon tetrabromide",
    "germanium tetrachloride", "germanium dioxide", "sulfur dioxide", "sulphur dioxide", "sulfur trioxide",
    "sulfur hexafluoride", "sulfur tetrafluoride", "sulfur dichloride", "phosphorus trichloride",
    "phosphorus pentachloride", "phosphorus tribromide", "phosphorus triiodide", "phosphorus pentafluoride",
    "nitrogen trichloride", "nitrogen trifluoride", "arsenic trichloride", "arsenic pentafluoride",
    "antimony trichloride", "antimony pentachloride", "selenium dioxide", "selenium tetrachloride",
    "selenium hexafluoride", "tellurium dioxide", "tellurium hexafluoride", "xenon difluoride", "xenon tetrafluoride",
    "oxygen difluoride", "iodine monochloride", "bromine monochloride", "iodine trichloride", "iodine pentafluoride",
    "hydrogen sulfide", "hydrogen selenide", "hydrogen telluride",
    "dinitrogen", "dioxygen", "dihydrogen", "difluorine", "dichlorine", "dibromine", "diiodine", "molecular iodine",
    "molecular hydrogen", "ozone", "trioxygen",
]
REFUSED = [
    "carbon monoxide", "carbon monosulfide", "nitrogen dioxide", "silicon monoxide", "chlorine dioxide",
    "phosphorus pentoxide", "dinitrogen tetroxide", "iodine", "chlorine",
]


def main():
    write_read_and_refused(GOLDEN, READ, REFUSED, ROOT)


if __name__ == "__main__":
    main()
