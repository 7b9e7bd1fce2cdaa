"""Python RDKit's products for every predict_products template on its literature examples (issue 20).

Reads the templates (validation/data/reaction-templates.json, written from src/chem/reactions/templates.ts by
lab/validate/dump-reaction-templates.ts) and the examples (validation/data/reaction-examples.jsonl: template,
reactants in the template's role order, the expected major product written from the source, the source). For each
example: AllChem.ReactionFromSmarts(template).RunReactants(reactants, with a `same_as` slot filled by the molecule
of the slot it names), products sanitised and written as canonical SMILES exactly as make_golden_react.py does,
plus whether the expected product (canonicalised) is among them (or among the molecules of a product written
as several, e.g. 'acid.alcohol').

Run: /usr/bin/python3 validation/generators/make_golden_predict.py > validation/golden/predict-examples.jsonl
"""
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from rdkit import Chem, RDLogger  # noqa: E402
from make_golden_react import run  # noqa: E402

RDLogger.DisableLog("rdApp.*")
DATA = HERE.parent / "data"


def main():
    templates = {t["name"]: t for t in json.loads((DATA / "reaction-templates.json").read_text())}
    for i, line in enumerate((DATA / "reaction-examples.jsonl").read_text().splitlines()):
        if not line.strip():
            continue
        example = json.loads(line)
        template = templates[example["template"]]
        reactants = list(example["reactants"])
        for slot, source in sorted((int(k), v) for k, v in template["same_as"].items()):
            reactants.insert(slot, reactants[source])
        result = run({"id": f"{i}:{example['template']}", "reaction_smarts": template["smarts"], "reactants": reactants})
        expected = Chem.MolToSmiles(Chem.MolFromSmiles(example["expected"]))
        # A product template may hold several molecules ("acid.alcohol"): the expected one is any of them.
        result["expected_found"] = any(expected in product.split(".") for s in result["product_sets"] for product in s["products"])
        print(json.dumps(result))


if __name__ == "__main__":
    main()
