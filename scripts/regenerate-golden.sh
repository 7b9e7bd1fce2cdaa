#!/usr/bin/env bash
# Regenerates every golden file under validation/golden/ from its generator, then shows what changed
# (`git diff --stat validation/golden` plus any new untracked file), so a reviewer sees at once whether the
# reference data moved. With Debian's python3-rdkit 2022.09 the files must come back byte-identical.
# The index of generators, data, tests and reports is validation/README.md.
#
#   bun run golden:all                               # every reference generator (Python RDKit, then the embedded build)
#   scripts/regenerate-golden.sh --only core,qed     # some steps (names from --list)
#   scripts/regenerate-golden.sh --with-ours         # also the snapshots of OUR code's answers (see below)
#   scripts/regenerate-golden.sh --list              # the steps, in order, with what each writes
#
# admet-literature needs the four cited public data files (validation/generators/make_admet_literature.py names the
# repositories, commits and SHA-256s; the script refuses any other bytes). Put them in one folder under their
# original names (caco2_wang.csv, B3DB_regression.tsv, delaney-processed.csv, Human_PK_data.csv) and set
# ADMET_LITERATURE_SOURCES=that/folder; without it the step is reported as SKIPPED, never as regenerated.
# caco2-model likewise needs the two files of Duke-W91/Caco2_prediction that validation/generators/fit_caco2.py pins
# (ci5b00642_si_001.xlsx, caco2_curated_dataset.csv) in the folder CACO2_SOURCES, and Debian's python3-openpyxl.
#
# --with-ours adds mmff94-conformers (our generate_3d's conformers, the inputs of make_golden_mmff94.py, which then
# runs again) and admet-literature-ours (our admet_profile answers for the literature drugs). They are not
# reference data: a change there means our code's behaviour changed, so they are not part of the default run.
#
# Exit status: 0 when every step that ran succeeded, 1 when one failed (the rest still run). Skipped steps are
# listed at the end.
set -uo pipefail

cd "$(dirname "$0")/.."
PYTHON=/usr/bin/python3
BUN=${BUN:-bun}

# name | command | what it writes (under validation/golden/ unless a path is given)
STEPS=(
  "core|$PYTHON validation/generators/make_golden_core.py|core-molecules.jsonl core-tanimoto.jsonl core-smarts.jsonl core-mcs.jsonl core-invalid.jsonl core-meta.json"
  "properties|$PYTHON validation/generators/make_golden_properties.py|properties.jsonl"
  "crippen|$PYTHON validation/generators/make_golden_crippen.py|crippen.jsonl crippen-atoms.jsonl"
  "qed|$PYTHON validation/generators/make_golden_qed.py|qed.jsonl"
  "sascore|$PYTHON validation/generators/make_golden_sascore.py|sascore.jsonl sascore-morgan.jsonl"
  "alerts|$PYTHON validation/generators/make_golden_alerts.py|alerts-nci.jsonl alerts-chembl.jsonl alerts-wehi.jsonl alerts-painsref.jsonl"
  "brics|$PYTHON validation/generators/make_golden_brics.py|brics.jsonl"
  "admet-literature|LITERATURE|admet-literature.json"
  "caco2-model|CACO2|caco2-model.json src/data/caco2-model.ts"
  "admet|$PYTHON validation/generators/make_golden_admet.py|admet.jsonl admet-tpsa.jsonl admet-pka-rules.jsonl"
  "moljson|$PYTHON validation/generators/make_golden_moljson.py|moljson-stereo.jsonl"
  "identifiers|$PYTHON validation/generators/make_golden_identifiers.py|identifiers-dative.jsonl"
  "generate3d-edge|$PYTHON validation/generators/make_golden_generate3d_edge.py|generate3d-edge-bonds.jsonl"
  "mmff94-conformers|OURS:$BUN lab/validate/mmff94-conformers.ts|mmff94-conformers.jsonl (our code's output)"
  "mmff94|$PYTHON validation/generators/make_golden_mmff94.py|mmff94-strain.jsonl"
  "tool-examples|$PYTHON validation/generators/tool-examples.py > validation/golden/tool-examples.json|tool-examples.json"
  "structure|$PYTHON validation/generators/make_golden_structure.py|structure.jsonl"
  "written-order|$PYTHON validation/generators/make_golden_written_order.py > validation/golden/written-order.jsonl|written-order.jsonl"
  "repair|$PYTHON validation/generators/make_golden_repair.py > validation/golden/repair-cases.jsonl|repair-cases.jsonl"
  "bracket-hydrogens|$PYTHON validation/generators/make_golden_bracket_h.py|bracket-hydrogens.jsonl"
  "murcko|$PYTHON validation/generators/make_golden_murcko.py|murcko.jsonl"
  "substructure|$PYTHON validation/generators/make_golden_substructure.py|substructure-search.json (after murcko: same molecules)"
  "screen|$PYTHON validation/generators/make_golden_screen.py|screen-library.json"
  "react|$PYTHON validation/generators/make_golden_react.py > validation/golden/react.jsonl|react.jsonl"
  "predict|$PYTHON validation/generators/make_golden_predict.py > validation/golden/predict-examples.jsonl|predict-examples.jsonl"
  "tautomer|$PYTHON validation/generators/make_golden_tautomer.py|tautomer-cases.jsonl tautomer-sets.jsonl tautomer-limits.jsonl"
  "standardize|$PYTHON validation/generators/make_golden_standardize.py|standardize.jsonl"
  "library|$PYTHON validation/generators/make_golden_library.py|library-similarity.jsonl library-fingerprints.jsonl library-butina.json library-maxmin.json library-chembl.json"
  "rgroup|$PYTHON validation/generators/make_golden_rgroup.py|rgroup.jsonl"
  "mmp|$PYTHON validation/generators/make_golden_mmp.py|series-mmp.json"
  # Debian's OPSIN 2.7.0 (java, libopsin-java) on the name sets; OPSIN's test names from the dan2097/opsin mirror (OPSIN_REPO).
  "names|$PYTHON validation/generators/make_golden_names.py|names-opsin.jsonl"
  # The embedded build's descriptor bundle for the molecules of crippen/admet-tpsa/properties: after those three.
  "embedded-descriptors|$BUN validation/generators/make-embedded-descriptors.ts|embedded-descriptors.jsonl"
  "admet-literature-ours|OURS:$BUN lab/validate/admet-literature.ts > /dev/null|admet-literature-ours.json (our code's output)"
)

ONLY=""
WITH_OURS=0
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=",${2:-},"; shift 2 ;;
    --only=*) ONLY=",${1#--only=},"; shift ;;
    --with-ours) WITH_OURS=1; shift ;;
    --list)
      for step in "${STEPS[@]}"; do IFS='|' read -r name cmd out <<<"$step"; printf '%-22s %s\n' "$name" "$out"; done
      exit 0 ;;
    *) echo "unknown argument: $1 (see the header of $0)" >&2; exit 2 ;;
  esac
done

if [ -n "$ONLY" ]; then
  # A misspelt --only name would otherwise silently regenerate nothing.
  for want in ${ONLY//,/ }; do
    found=0
    for step in "${STEPS[@]}"; do [ "${step%%|*}" = "$want" ] && found=1; done
    [ $found = 1 ] || { echo "no step named '$want' (see --list)" >&2; exit 2; }
  done
fi

"$PYTHON" -c 'import rdkit, sys; v = rdkit.__version__; print("Python RDKit", v); sys.exit(0 if v.startswith("2022.09") else 1)' \
  || { echo "warning: the golden files were made with python3-rdkit 2022.09; expect differences" >&2; }

FAILED=()
SKIPPED=()
for step in "${STEPS[@]}"; do
  IFS='|' read -r name cmd out <<<"$step"
  if [ -n "$ONLY" ]; then
    [[ "$ONLY" == *",$name,"* ]] || continue
  elif [[ "$cmd" == OURS:* ]] && [ $WITH_OURS = 0 ]; then
    SKIPPED+=("$name (our code's output; --with-ours)")
    continue
  fi
  cmd=${cmd#OURS:}
  if [ "$cmd" = LITERATURE ]; then
    src=${ADMET_LITERATURE_SOURCES:-}
    if [ -z "$src" ]; then
      SKIPPED+=("$name (set ADMET_LITERATURE_SOURCES)")
      continue
    fi
    cmd="$PYTHON validation/generators/make_admet_literature.py '$src/caco2_wang.csv' '$src/B3DB_regression.tsv' '$src/delaney-processed.csv' '$src/Human_PK_data.csv'"
  fi
  if [ "$cmd" = CACO2 ]; then
    src=${CACO2_SOURCES:-}
    if [ -z "$src" ]; then
      SKIPPED+=("$name (set CACO2_SOURCES)")
      continue
    fi
    cmd="$PYTHON validation/generators/fit_caco2.py '$src/ci5b00642_si_001.xlsx' '$src/caco2_curated_dataset.csv'"
  fi
  echo "== $name: $cmd"
  start=$SECONDS
  if bash -c "$cmd"; then
    echo "== $name: done in $((SECONDS - start)) s"
  else
    echo "== $name: FAILED (exit $?) after $((SECONDS - start)) s" >&2
    FAILED+=("$name")
  fi
done

echo
echo "== changes under validation/golden (empty = byte-identical):"
git diff --stat -- validation/golden
git status --short --untracked-files=all -- validation/golden | grep '^??' || true
[ ${#SKIPPED[@]} -eq 0 ] || printf 'SKIPPED: %s\n' "${SKIPPED[@]}"
if [ ${#FAILED[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${FAILED[@]}" >&2
  exit 1
fi
