"""Debian's OPSIN 2.7.0 CLI as an oracle for the name generators (never used at run time), and Python RDKit's
canonical SMILES to compare its answers by. Shared by make_golden_names.py, check_names_out.py,
make_golden_fused_templates.py, make_golden_fusion_numbering.py and the class generators (write_read_and_refused),
which import it from this folder."""
import json
import subprocess
import tempfile
from pathlib import Path

from rdkit import Chem

OPSIN_CLI = "/usr/share/java/opsin-cli.jar"


def run_opsin(names):
    """OPSIN's SMILES per name (None: not read); one batch, the name echoed beside each answer (-n), the first
    answer kept for a name given twice."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.txt"
        dst = Path(tmp) / "out.txt"
        src.write_text("".join(n + "\n" for n in names))
        subprocess.run(["java", "-jar", OPSIN_CLI, "-osmi", "-n", str(src), str(dst)],
                       stderr=subprocess.DEVNULL, check=True)
        lines = dst.read_text().split("\n")
    results = {}
    for line in lines:
        if "\t" not in line:
            continue
        smiles, name = line.split("\t", 1)
        results.setdefault(name, smiles.strip() or None)
    return results


def canonical(smiles):
    """Python RDKit's canonical isomeric SMILES, None for no SMILES or one RDKit cannot read."""
    if not smiles:
        return None
    mol = Chem.MolFromSmiles(smiles)
    return Chem.MolToSmiles(mol) if mol is not None else None


def write_read_and_refused(golden, read, refused, root):
    """The golden file of a class generator: one row per name, {name, opsin} with OPSIN's structure canonicalised,
    and "refused": true for the names the parser must refuse (the generator says why beside each)."""
    names = read + refused
    answers = run_opsin(names)
    with golden.open("w") as out:
        for name in names:
            row = {"name": name, "opsin": canonical(answers.get(name))}
            if name in refused:
                row["refused"] = True
            out.write(json.dumps(row) + "\n")
    print(f"wrote {golden.relative_to(root)}: {len(names)} names")
