"""The molecule sets of reference-data.md, read the same way by every golden script."""
import csv

NCI = "/usr/share/RDKit/Data/NCI/first_5K.smi"
CHEMBL = "/usr/share/RDKit/Contrib/FreeWilson/data/CHEMBL2321810.smi"
WEHI = "/usr/share/RDKit/Data/Pains/test_data/wehi_mols.csv"


def read_smi(path, limit=None):
    out = []
    with open(path) as handle:
        for line in handle:
            parts = line.split()
            if not parts:
                continue
            out.append((parts[0], parts[1] if len(parts) > 1 else str(len(out) + 1)))
            if limit and len(out) >= limit:
                break
    return out


def read_wehi(limit=None):
    out = []
    with open(WEHI) as handle:
        for row in csv.reader(handle):
            if not row:
                continue
            out.append((row[0], row[1]))
            if limit and len(out) >= limit:
                break
    return out


def molecule_sets(nci=None, chembl=None, wehi=None):
    """[(set_name, smiles, id)] in a fixed order."""
    rows = []
    rows += [("nci", s, i) for s, i in read_smi(NCI, nci)]
    rows += [("chembl", s, i) for s, i in read_smi(CHEMBL, chembl)]
    rows += [("wehi", s, i) for s, i in read_wehi(wehi)]
    return rows
