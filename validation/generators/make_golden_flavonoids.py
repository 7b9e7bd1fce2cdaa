#!/usr/bin/python3
"""OPSIN's structures for textbook flavonoid names read with the flavonoid parents and trivial names
(src/chem/names/flavonoids.ts, extracted from OPSIN by scripts/extract/extract_opsin_flavonoids.py).

Per name, the structure Debian's OPSIN 2.7.0 reads (canonical isomeric SMILES, Python RDKit 2022.09). "read": true
rows are names the parser must read to OPSIN's structure: the parents with their locants (flavan-3-ol, the primed
ring: 4'-methoxyflavone), the retained names with prefixes (7-hydroxycoumarin, 2',4,4'-trihydroxychalcone), the
configuration trivial names imply (naringenin 2S, taxifolin 2R,3R, chalcone E, aurone Z), and substitution away
from it (6,8-diprenylnaringenin), and glycosyl groups in brackets (src/chem/names/glycosyl-groups.ts: 7-(β-d-
glucopyranosyloxy)flavone, 8-(β-d-glucopyranosyl)apigenin, 7-O-(β-d-glucopyranosyl)genistein, chains of residues) and
glycosides whose first word carries a CIP descriptor. "read": false rows are names OPSIN reads that the parser refuses on purpose: a
group on or next to an implied stereocentre (the CIP label could change: 3-chloronaringenin), rac- before a
trivial name with its own configuration, an O- locant that names no one atom, a leading descriptor that fits the
alcohol and the acid of an ester, an unlocanted suffix on a flavonoid ring (OPSIN's default atom is not read:
flavanol), a descriptor that contradicts the one a trivial name implies, and a glycosyl whose anomer is not given. Read by
test/chem/names/flavonoids.test.ts.

Run: /usr/bin/python3 validation/generators/make_golden_flavonoids.py
"""
import json
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import canonical, run_opsin

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden" / "names-flavonoids.jsonl"

READ = [
    # Ring parents, with suffixes and locants on both rings.
    "flavan", "flavan-3-ol", "flavan-4-ol", "flavan-3,3',4',5,7-pentol", "(2R,3S)-flavan-3,3',4',5,7-pentol",
    "isoflavan-4-one", "(3R)-isoflavan-4-one", "neoflavan", "flav-2-ene", "flav-3-ene", "isoflav-3-ene",
    "3,9-dihydroxycoumestan-6-one", "flavylium", "3,3',4',5,7-pentahydroxyflavylium",
    "2-phenyl-1\u03bb4-benzopyran-1-ylium", "2-phenyl-1-benzopyrylium", "3,5,7-trihydroxy-2-phenylchromenylium",
    # The cis-fused pterocarpan (6aR,11aR) and rotenane (6aS,12aS) parents carry their configuration.
    "pterocarpan", "3-hydroxy-9-methoxypterocarpan", "rotenane",
    # Retained names with atoms outside the ring: prefixes only.
    "flavanone", "(2S)-flavanone", "7-hydroxyflavanone", "(2S)-4',5,7-trihydroxyflavanone",
    "flavone", "5,7-dihydroxyflavone", "3,5,7-trihydroxyflavone", "3,3',4',5,7-pentahydroxyflavone",
    "4'-methoxyflavone", "7-methoxyflavone",
    "isoflavone", "7-hydroxy-4'-methoxyisoflavone", "4',7-dihydroxyisoflavone",
    "neoflavone", "4-phenylcoumarin", "coumarin", "7-hydroxycoumarin", "7-methoxycoumarin", "4-methylcoumarin",
    "chalcone", "2',4,4'-trihydroxychalcone", "4-methoxychalcone", "aurone", "6-hydroxyaurone",
    # Trivial names, with the configuration they imply.
    "apigenin", "luteolin", "quercetin", "genistein", "cyanidin", "naringenin", "taxifolin", "aromadendrin",
    "6,8-diprenylnaringenin", "6-methylnaringenin", "8-bromonaringenin",
    # A written descriptor may repeat the implied one.
    "(2S)-naringenin", "(Z)-aurone", "(6aR,11aR)-pterocarpan",
    # A hyphen between a multiplier and its bracket, as ChEBI writes "6,8-di-(α-l-arabinopyranosyl)apigenin".
    "6,8-di-(3-methylbut-2-en-1-yl)naringenin",
    # The typeset prime (U+2032), as IUPAC's and ChEBI's names write it.
    "4\u2032,5,7-trihydroxyflavone",
    # A leading CIP group names the ester's first word where only that has the centres, else the acid.
    "(2R,3R)-5,7-dihydroxy-4-oxoflavan-3-yl acetate", "(R)-butan-2-yl acetate", "(R)-methyl 2-chloropropanoate",
    # O-locants on a trivial name: the O on that ring atom ("7-O-", "3,7-di-O-", "4'-O-"); a group on the 3-OH of
    # aromadendrin leaves its 2R,3R (the O outranks C3's other ligands whatever it carries).
    "7-O-methylapigenin", "4'-O-methylapigenin", "3,7-di-O-methylquercetin", "7,4'-di-O-methylapigenin",
    "7-O-methylgenistein", "7-O-ethylnaringenin", "3-O-acetyl-7-O-methylaromadendrin",
    # rac- before a name that gives no configuration.
    "rac-2',4',5,7-tetrahydroxyisoflavan-4-one",
    # Glycosyl groups in brackets (glycosyl-groups.ts): through the glycosidic O ("-oxy"), as C-glycosyls, on the O an
    # O-locant names, multiplied, as chains and branches of residues, with the sugar's own prefixes; on flavonoids
    # and on any other parent.
    "7-(\u03b2-d-glucopyranosyloxy)-4\u2032,5-dihydroxyisoflavone", "8-(\u03b2-d-glucopyranosyl)apigenin",
    "7-O-(\u03b2-d-glucopyranosyl)genistein", "3,7-di-O-(\u03b2-d-glucopyranosyl)cyanidin",
    "3,7-bis(\u03b2-d-glucopyranosyloxy)-3\u2032,4\u2032,5-trihydroxyflavylium",
    "6,8-di-(\u03b1-l-arabinopyranosyl)apigenin", "6-[\u03b1-d-rhamnopyranosyl-(1\u21926)-\u03b2-d-glucopyranosyl]apigenin",
    "3-[6-deoxy-\u03b1-l-mannopyranosyl-(1\u21926)-\u03b2-d-glucopyranosyloxy]-2-(3,4-dihydroxyphenyl)-5,7-"
    "dihydroxychromenylium",
    "7-{6-deoxy-\u03b1-l-mannopyranosyl-(1\u21926)-[\u03b2-d-glucopyranosyl-(1\u21922)-\u03b2-d-glucopyranosyl-(1\u21922)]-"
    "\u03b2-d-glucopyranosyloxy}-5-hydroxy-2-(3-hydroxy-4-methoxyphenyl)-4H-chromen-4-one",
    "(2Z)-6-(\u03b2-d-glucopyranosyloxy)-4-hydroxy-2-[(4-hydroxyphenyl)methylidene]-1-benzofuran-3(2H)-one",
    "(2S)-7-(\u03b2-d-glucopyranosyloxy)-4\u2032-methoxy-8-(3-methylbut-2-en-1-yl)flavan-2\u2032-ol",
    "7-(\u03b2-d-glucopyranosyloxy)-8-methyl-4-phenylcoumarin", "4'-(\u03b2-d-glucopyranosyloxy)chalcone",
    "7-(\u03b1-d-glucopyranosyloxy)flavone", "7-(\u03b2-l-glucopyranosyloxy)flavone",
    "7-(\u03b2-d-galactopyranosyloxy)flavone", "7-(\u03b2-d-glucofuranosyloxy)flavone",
    "7-(\u03b1-l-rhamnopyranosyloxy)flavone", "7-O-(\u03b1-l-rhamnopyranosyl)apigenin",
    "7-(2,3,4,6-tetra-O-acetyl-\u03b2-d-glucopyranosyloxy)flavone", "7-(6-O-acetyl-\u03b2-d-glucopyranosyloxy)flavone",
    "7-(2-deoxy-\u03b2-d-arabino-hexopyranosyloxy)flavone",
    "4-(\u03b2-d-glucopyranosyloxy)benzoic acid", "2-(\u03b2-d-glucopyranosyl)phenol",
    # Capital D and L, as CAS and PubChem write them: the sugar's, not a stereodescriptor left unread (index.ts).
    "4-(\u03b2-D-glucopyranosyloxy)benzoic acid", "4-(beta-D-glucopyranosyloxy)benzoic acid",
    "7-O-(\u03b1-L-rhamnopyranosyl)apigenin", "1-(\u03b2-D-ribofuranosyl)pyrimidine-2,4(1H,3H)-dione",
    # The glycosyl after an O-locant without its brackets, as IUPAC's flavonoid names write it.
    "3-O-beta-D-glucopyranosylcyanidin", "3-O-\u03b2-D-glucopyranosylcyanidin", "7-O-beta-D-glucopyranosylgenistein",
    "3-O-alpha-L-rhamnopyranosylquercetin", "3-O-beta-D-galactopyranosylquercetin",
    "3-O-beta-D-glucopyranosyl-7-O-alpha-L-rhamnopyranosylquercetin", "5-O-beta-D-glucopyranosyl-4'-O-methylgenistein",
    "7-O-beta-D-glucopyranosylapigenin", "4'-O-beta-D-glucopyranosylnaringenin", "3-O-beta-D-xylopyranosylkaempferol",
    # CAS's apiofuranosyl ("D-apio-β-D-furanosyl"), its D first in the bracket, and as a sugar's O-substituent
    "7-[(D-apio-beta-D-furanosyl)oxy]isoflavone", "7-(D-apio-beta-D-furanosyloxy)isoflavone",
    "2-(D-apio-beta-D-furanosyl)phenol", "7-(L-apio-alpha-L-furanosyloxy)flavone",
    "7-{[6-O-(D-apio-beta-D-furanosyl)-beta-D-glucopyranosyl]oxy}isoflavone",
    # disaccharides' glycosyls by their trivial names (carbohydrate-lexicon.ts)
    "3-O-\u03b2-rutinosylcyanidin", "3-O-(beta-rutinosyl)quercetin", "3-O-beta-lactosylcyanidin",
    # E/Z of an acyl group on the sugar ((E)-coumaroyl): kept with the glycosyl where each end of the double bond has
    # one group besides the other end; a leading unlocanted (E)- names the parent's one double bond beside it.
    "3-O-{6-O-[(E)-3-(4-hydroxyphenyl)prop-2-enoyl]-\u03b2-d-glucopyranosyl}cyanidin",
    "7-{6-O-[(E)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranosyloxy}flavone",
    "7-{6-O-[(Z)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranosyloxy}flavone",
    "7-{6-O-[(2E)-but-2-enoyl]-\u03b2-d-glucopyranosyloxy}flavone",
    "7-(4-O-[(2E)-3-(4-hydroxy-3-methoxyphenyl)prop-2-enoyl]-[\u03b1-l-rhamnopyranosyl-(1\u21926)]-\u03b2-d-"
    "galactopyranosyloxy)flavone",
    "methyl 6-O-[(E)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranoside",
    "methyl 6-O-[(Z)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranoside",
    "(E)-4-{6-O-[(E)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranosyloxy}but-2-enoic acid",
    "(Z)-4-{6-O-[(E)-3-phenylprop-2-enoyl]-\u03b2-d-glucopyranosyloxy}but-2-enoic acid",
    # Coumestan's and pterocarpan's ring system by its fusion name, numbered as they are (flavonoids.ts).
    "6H-[1]benzofuro[3,2-c][1]benzopyran", "6H-[1]benzofuro[3,2-c]chromene",
    "(6aR,11aR)-6a,11a-dihydro-6H-[1]benzofuro[3,2-c][1]benzopyran",
    "(6aS,11aS)-6a,11a-dihydro-6H-[1]benzofuro[3,2-c][1]benzopyran",
    "6a,11a-dihydro-6H-[1]benzofuro[3,2-c][1]benzopyran", "3,9-dihydroxy-6H-[1]benzofuro[3,2-c]chromen-6-one",
    "(6aR,11aR)-9-methoxy-6a,11a-dihydro-6H-[1]benzofuro[3,2-c]chromen-3-ol",
    "2-chloro-6H-[1]benzofuro[3,2-c][1]benzopyran", "8-chloro-6H-[1]benzofuro[3,2-c][1]benzopyran",
    "10-methyl-6H-[1]benzofuro[3,2-c][1]benzopyran",
    # Rotenane's ring system by its fusion name, with the fusion numbering at every locant (flavonoids.ts).
    "[1]benzopyrano[3,4-b][1]benzopyran", "chromeno[3,4-b]chromene",
    "(6aS,12aS)-6,6a,12,12a-tetrahydro[1]benzopyrano[3,4-b][1]benzopyran",
    "(6aR,12aR)-6,6a,12,12a-tetrahydro[1]benzopyrano[3,4-b][1]benzopyran",
    "(6aS,12aR)-6,6a,12,12a-tetrahydro[1]benzopyrano[3,4-b][1]benzopyran",
    "6a,12a-dihydro[1]benzopyrano[3,4-b][1]benzopyran-12(6H)-one",
    "(6aS,12aS)-11-hydroxy-2,3,9-trimethoxy-6a,12a-dihydrochromeno[3,4-b]chromen-12(6H)-one",
    "1-chloro[1]benzopyrano[3,4-b][1]benzopyran", "2-chloro[1]benzopyrano[3,4-b][1]benzopyran",
    "3-chloro[1]benzopyrano[3,4-b][1]benzopyran", "4-chloro[1]benzopyrano[3,4-b][1]benzopyran",
    "6-chloro[1]benzopyrano[3,4-b][1]benzopyran", "8-chloro[1]benzopyrano[3,4-b][1]benzopyran",
    "9-chloro[1]benzopyrano[3,4-b][1]benzopyran", "10-chloro[1]benzopyrano[3,4-b][1]benzopyran",
    "11-chloro[1]benzopyrano[3,4-b][1]benzopyran", "12-chloro[1]benzopyrano[3,4-b][1]benzopyran",
    # Rotenone's ring system with its furan, at every substitutable locant (flavonoids.ts).
    "chromeno[3,4-b]furo[2,3-h]chromene", "[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "(2R,6aS,12aS)-8,9-dimethoxy-2-(prop-1-en-2-yl)-1,2,12,12a-tetrahydrochromeno[3,4-b]furo[2,3-h]chromen-6(6aH)-one",
    "(2R)-8,9-dimethoxy-2-(prop-1-en-2-yl)-1,2-dihydrochromeno[3,4-b]furo[2,3-h]chromene-6,12-dione",
    "1-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "2-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "4-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "5-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "6-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "7-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "8-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "9-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "10-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    "12-chloro[1]benzopyrano[3,4-b]furo[2,3-h][1]benzopyran",
    # The pyranoanthocyanidins' cation, pyrano[4,3,2-de]chromenylium, at every substitutable locant.
    "pyrano[4,3,2-de]chromenylium", "1\u03bb4-pyrano[4,3,2-de][1]benzopyran-1-ylium",
    "5-(3,4-dihydroxyphenyl)-3-(\u03b2-d-glucopyranosyloxy)-8-hydroxy-2-(4-hydroxy-3,5-dimethoxyphenyl)-pyrano"
    "[4,3,2-de]chromenylium",
    "2-chloropyrano[4,3,2-de]chromenylium",
    "3-chloropyrano[4,3,2-de]chromenylium",
    "4-chloropyrano[4,3,2-de]chromenylium",
    "5-chloropyrano[4,3,2-de]chromenylium",
    "7-chloropyrano[4,3,2-de]chromenylium",
    "8-chloropyrano[4,3,2-de]chromenylium",
    "9-chloropyrano[4,3,2-de]chromenylium",
    # pterocarp-6a(11a)-ene (coumestan's ring), and a methylenedioxy dimethylpyranorotenoid's ring system at every
    # substitutable locant.
    "pterocarp-6a(11a)-ene", "3-hydroxy-9-methoxypterocarp-6a(11a)-ene",
    "2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "2,2-dimethyl-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "3-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "4-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "6-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "8-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "10-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "12-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "14-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    "15-chloro-2H-[1,3]dioxolo[4,5-g]pyrano[2,3-c:6,5-f']dichromene",
    # The 6,7-methylenedioxyflavones' ring system, [1,3]dioxolo[4,5-g][1]benzopyran, at every substitutable locant.
    "9-hydroxy-6-phenyl-8H-[1,3]dioxolo[4,5-g]chromen-8-one", "6H-[1,3]dioxolo[4,5-g][1]benzopyran",
    "8H-[1,3]dioxolo[4,5-g]chromene", "6H-[1,3]dioxolo[4,5-g]chromen-6-one", "2,2-dimethyl-6H-[1,3]dioxolo[4,5-g]chromene",
    "4-chloro-6H-[1,3]dioxolo[4,5-g]chromene", "7-chloro-6H-[1,3]dioxolo[4,5-g]chromene",
    "8-chloro-6H-[1,3]dioxolo[4,5-g]chromene", "9-chloro-6H-[1,3]dioxolo[4,5-g]chromene",
    "6-chloro-8H-[1,3]dioxolo[4,5-g]chromene", "7,8-dihydro-6H-[1,3]dioxolo[4,5-g]chromene",
    # "didehydro" (builder.ts applyDehydro): a double bond between two atoms with hydrogens; a centre it takes away
    # takes its implied label with it (6a,11a-didehydropterocarpan-6-one is coumestrol, 2,3-didehydronaringenin
    # apigenin).
    "2,3-didehydroflavan", "3,4-didehydroflavan", "2,3-didehydroisoflavan", "2,3-didehydroflavan-4-one",
    "4-oxo-2,3-didehydroflavan", "2,3-didehydrochroman", "1,2-didehydrocyclohexane", "2,3-didehydrobutane",
    "3,9-dihydroxy-6a,11a-didehydropterocarpan-6-one", "6a,11a-didehydropterocarpan", "2,3-didehydronaringenin",
    "2-(piperidin-1-yl)ethyl 3-methyl-4-oxo-2,3-didehydroflavan-8-carboxylate",
    # The flavonoids of OPSIN's simpleCyclicGroups.xml (extract_opsin_flavonoids.py), with prefixes and O-locants.
    "chrysoeriol", "kaempferol", "3-hydroxyapigenin", "3-O-methylkaempferol", "6-methylkaempferol",
    "7-O-(\u03b2-d-glucopyranosyl)chrysoeriol",
    # A glycoside whose first word has its own CIP descriptor, or a bracket with one (carbohydrates.ts groupOf).
    "(2S)-2\u2032-hydroxy-4\u2032-methoxy-8-(3-methylbut-2-en-1-yl)flavan-7-yl \u03b2-d-glucopyranoside",
    "2-[(2S)-7-hydroxychroman-2-yl]-5-methoxyphenyl \u03b2-d-glucopyranoside", "(R)-butan-2-yl \u03b2-d-glucopyranoside",
]
REFUSED = [
    "3-chloronaringenin",
    # C4 is one of C3's three carbon ligands: as C=O it outranks C2 and rotenane's 12aS label would name the
    # other arrangement (OPSIN keeps the arrangement).
    "rotenan-4-one",
    "3-methylnaringenin",
    "2-methylnaringenin",
    "rac-naringenin",
    "flavanol",
    # A written descriptor that contradicts the one the trivial name implies.
    "(2R)-naringenin", "(E)-aurone",
    # An O-locant with no locant of its atom (OPSIN picks one of apigenin's three OH).
    "O-methylapigenin",
    # Both the alcohol's C2 and the acid's C2 are centres: IUPAC writes the group before its own word, CAS all in
    # front, so the name fits two structures (OPSIN picks the alcohol's).
    "(2S)-butan-2-yl 2-chloropropanoate",
    # A glycosyl whose anomer is not given (OPSIN leaves that centre open); one on naringenin's C3, next to its
    # implied 2S; one on C7, whose O is naringenin's own (OPSIN puts both on the carbon); a glycoside whose first word
    # leaves a centre open.
    # The fusion name without its indicated hydrogen (OPSIN puts it at 6), or with it where no CH2 can be.
    "[1]benzofuro[3,2-c][1]benzopyran", "11H-[1]benzofuro[3,2-c][1]benzopyran",
    # didehydro on a mancude ring, and beside an implied centre that stays one (6,6a-: 11a's ranking changes).
    "1,2-didehydrobenzene", "6,6a-didehydropterocarpan",
    # The dioxolobenzopyran without its indicated hydrogen, or with it on the CH2 between the two O.
    "[1,3]dioxolo[4,5-g]chromene", "2H-[1,3]dioxolo[4,5-g]chromene",
    # Indicated hydrogen on a ring system that needs none (OPSIN reads it anyway).
    "6H-[1]benzopyrano[3,4-b][1]benzopyran",
    # An E/Z on a double bond with two groups on one end, whose cis/trans reference the group alone does not settle.
    "7-{6-O-[(E)-3-phenylbut-2-enoyl]-\u03b2-d-glucopyranosyloxy}flavone",
    # The token's 2R,3R and kaempferol with two hydro prefixes (no configuration) are both read.
    "dihydrokaempferol",
    "7-(d-glucopyranosyloxy)flavone", "3-(\u03b2-d-glucopyranosyloxy)naringenin",
    "7-(\u03b2-d-glucopyranosyloxy)naringenin", "flavan-7-yl \u03b2-d-glucopyranoside",
    # A glycosyl without its ring size (OPSIN takes the pyranose).
    "3-O-beta-D-glucosylcyanidin",
]


def main():
    opsin = run_opsin(READ + REFUSED)
    rows = [{"name": n, "read": True, "opsin": canonical(opsin.get(n))} for n in READ]
    rows += [{"name": n, "read": False, "opsin": canonical(opsin.get(n))} for n in REFUSED]
    missing = [r["name"] for r in rows if r["opsin"] is None]
    if missing:
        raise SystemExit(f"OPSIN did not read: {missing}")
    GOLDEN.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    print(f"{len(rows)} rows -> {GOLDEN.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
