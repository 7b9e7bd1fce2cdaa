"""Python RDKit's own PNG drawing, timed the way lab/bench/depict.ts times ours.

Reads a JSON file {"molecules": [[name, smiles], ...], "grid": [smiles, ...], "runs": N, "grid_runs": M} and prints
JSON: per molecule the median milliseconds (wall clock and process CPU time) of MolFromSmiles + MolDraw2DCairo(400, 300) DrawMolecule + FinishDrawing +
GetDrawingText (after warm-up) and the PNG's size; for the grid, MolDraw2DCairo with 250x200 panels, 4 per row,
DrawMolecules with legends. Draw.MolToImage needs PIL, which Debian's python3-rdkit does not pull in; MolDraw2DCairo
is the drawer it wraps.
"""
import json
import statistics
import sys
import time

from rdkit import Chem, rdBase
from rdkit.Chem.Draw import rdMolDraw2D


def draw_one(smiles):
    mol = Chem.MolFromSmiles(smiles)
    drawer = rdMolDraw2D.MolDraw2DCairo(400, 300)
    drawer.DrawMolecule(mol)
    drawer.FinishDrawing()
    return drawer.GetDrawingText()


def draw_grid(smiles_list):
    mols = [Chem.MolFromSmiles(s) for s in smiles_list]
    per_row = 4
    rows = (len(mols) + per_row - 1) // per_row
    drawer = rdMolDraw2D.MolDraw2DCairo(per_row * 250, rows * 200, 250, 200)
    drawer.DrawMolecules(mols, legends=[str(i) for i in range(len(mols))])
    drawer.FinishDrawing()
    return drawer.GetDrawingText()


def median_ms(fn, arg, runs, warmup):
    """Medians of wall-clock and of CPU milliseconds (the process's CPU time: fair on a loaded machine)."""
    for _ in range(warmup):
        fn(arg)
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        fn(arg)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def main():
    spec = json.load(open(sys.argv[1]))
    out = {"rdkit": rdBase.rdkitVersion, "molecules": [], "grid": None}
    for name, smiles in spec["molecules"]:
        ms, cpu = median_ms(draw_one, smiles, spec["runs"], 5)
        out["molecules"].append({"name": name, "median_ms": ms, "cpu_ms": cpu, "png_bytes": len(draw_one(smiles))})
    ms, cpu = median_ms(draw_grid, spec["grid"], spec["grid_runs"], 1)
    out["grid"] = {"molecules": len(spec["grid"]), "median_ms": ms, "cpu_ms": cpu, "png_bytes": len(draw_grid(spec["grid"]))}
    print(json.dumps(out))


main()
