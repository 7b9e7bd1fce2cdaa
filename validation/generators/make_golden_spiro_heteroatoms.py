#!/usr/bin/python3
"""OPSIN's structures for spiro names whose spiro atom is a heteroatom, and the hydrogen forms CAS and IUPAC write on
a spiro component (src/chem/names/spiro.ts, builder.ts spiroComponent, replacement.ts):

- names-spiro-cations.jsonl: components written as cations, the proton on the spiro atom ("1,1'-spirobi[piperidinium]",
  "spiro[piperidine-1,1'-pyrrolidinium]", "5,5'-spirobi[benzo[b]phosphindolium]"), or on a component's one N where the
  spiro atom is a carbon ("spiro[cyclohexane-1,4'-piperidinium]"); the older form's cations, three components joined
  ("hexahydroazepinium-1-spiro-1'-imidazolidine-3'-spiro-1''-piperidinium dibromide"); with their anions.
- names-spiro-lambda.jsonl: the lambda convention on the spiro atom ("1H-2λ5-spiro[isoquinoline-2,2'-pyrido[1,2-a]
  pyrazin]-2-ylium", "5lambda^5,5'-spirobi[benzo[b]phosphindol]-5-ylium") and spiroter's anion ("5λ7,5',5''-spiroter
  [benzo[b]phosphindol]-5-ide").
- names-spiro-hydrogen.jsonl: indicated hydrogen on any component ("2'H-", "1'H-"), added hydrogen after a spiro
  locant ("spiro[cyclohexane-1,2'(1'H)-quinoline]", "3'(2H)-oxazolium"), CAS's bracketed forms of a component
  ("[2H]pyrido[1,2-a]pyrazinium", "[1,3]dioxolane"), and CAS's indicated hydrogen at a ring ketone of a saturated
  component ("2H,5H-spiro[imidazolidine-4,2'-indene]-2,5-dione": nothing to place), and the added hydrogen of the
  spiro system's suffix on that suffix's component ("spiro[indole-3,4'-piperidin]-2(1H)-one", "…-4'(3'H)-one").
- names-spiro-ketones.jsonl: a ring ketone of the spiro system with its added hydrogen unwritten, built on its
  component as that ring's own name places it ("spiro[cyclohexane-1,1'-naphthalen]-4'-one", "(3a'S)-spiro[1,3-dithiane-
  2,4'-2,3,3a,5-tetrahydropentalene]-1'-one").
- names-spiro-replacement.jsonl: replacement prefixes before "spiro[", on the joined components' atoms their primes
  name ("7-oxaspiro[bicyclo[4.1.0]heptane-2,1'-cyclohexane]", "2'-azaspiro[cyclopropane-1,1'-indene]").
- names-onia-replacement.jsonl: cationic replacement prefixes on any parent ("9-phosphonia-9,9'-spirobi[fluorene]",
  "1-azoniacyclohexane"); read by test/chem/names/replacement.test.ts, the others by test/chem/names/spiro.test.ts.

Each name with the structure Debian's OPSIN 2.7.0 gives (canonical isomeric SMILES, Python RDKit 2022.09). Rows with
"refused": true are names the parser must refuse; why is written beside each.

Run: /usr/bin/python3 validation/generators/make_golden_spiro_heteroatoms.py
"""
from pathlib import Path

from rdkit import RDLogger

from opsin_oracle import write_read_and_refused

RDLogger.DisableLog("rdApp.*")
ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "validation" / "golden"

CATIONS = [
    "1,1'-spirobi[piperidinium]",
    "1,1'-spirobi[pyrrolidinium]",
    "4,4'-spirobi[morpholinium]",
    "spiro[piperidine-1,1'-pyrrolidinium]",
    "spiro[pyrrolidine-1,1'-piperidinium]",
    "spiro[piperidine-1,4'-morpholinium]",
    "spiro[azepane-1,1'-pyrrolidinium]",
    "spiro[piperidinium-1,1'-pyrrolidinium]",
    "spiro[3-azabicyclo[3.2.2]nonane-3,1'-pyrrolidinium]",
    "spiro[isoindoline-2,1'-piperidinium]",
    "spiro[isoindole-2,1'-piperidinium]",
    "2,2'-spirobi[isoindolinium]",
    "1,3-dihydrospiro[isoindole-2,1'-piperidinium]",
    "4-methylspiro[piperidine-1,1'-pyrrolidinium]",
    "3'-methylspiro[piperidine-1,1'-pyrrolidinium]",
    "2'-methylspiro[piperidine-1,1'-pyrrolidinium]",
    "spiro[indoline-1,1'-pyrrolidinium]",
    "spiro[piperidine-1,2'-isoindolinium] chloride",
    "spiro[morpholine-4,1'-piperidinium] bromide",
    "5,5'-spirobi[benzo[b]phosphindolium]",
    "1,1'-spirobi[piperidinium] bromide",
    "1,1'-spirobi[piperidinium] hydroxide",
    "spiro[piperidine-1,1'-pyrrolidinium] chloride",
    "1,1'-spirobi[pyrrolidinium] tetrafluoroborate",
    # a carbon spiro atom: the component's one N takes the proton
    "spiro[cyclohexane-1,4'-piperidinium]",
    "spiro[piperidinium-4,1'-cyclohexane]",
    "spiro[cyclopentane-1,3'-pyrrolidinium]",
    "spiro[cyclohexane-1,4'-piperidinium] chloride",
    "4,4'-spirobi[piperidinium]",
    # the older form
    "hexahydroazepinium-1-spiro-1'-imidazolidine-3'-spiro-1''-piperidinium dibromide",
    "piperidinium-1-spiro-1'-imidazolidine-3'-spiro-1''-piperidinium dibromide",
    "pyrrolidinium-1-spiro-1'-imidazolidine-3'-spiro-1''-pyrrolidinium dibromide",
    "piperidinium-1-spiro-1'-pyrrolidinium",
    "piperidinium-1-spiro-1'-piperidinium bromide",
    "pyrrolidinium-1-spiro-1'-piperidinium chloride",
    "piperidine-1-spiro-1'-piperidinium",
    "azepanium-1-spiro-1'-pyrrolidinium",
    "hexahydroazepinium-1-spiro-1'-piperidinium bromide",
    "piperazinium-1-spiro-1'-piperidinium",
    "morpholinium-4-spiro-1'-piperidinium chloride",
    "cyclohexane-1-spiro-1'-cyclopentane-3'-spiro-1''-cyclohexane",
    "cyclopentane-1-spiro-1'-cyclohexane-4'-spiro-1''-cyclopentane",
]
CATIONS_REFUSED = [
    # a neutral N with four ring bonds: no valence for them (OPSIN gives nothing either)
    "spiro[piperidine-1,1'-pyrrolidine]",
    "1,1'-spirobi[piperidine]",
    # a carbon and an N named as one spiro atom (OPSIN makes it the N)
    "spiro[1,3-dioxolane-2,1'-piperidinium]",
    # a carbon spiro atom and two N that could take the proton
    "spiro[cyclohexane-1,3'-piperazinium]",
    # an aromatic spiro atom (OPSIN adds the hydrogen the name does not write)
    "spiro[cyclohexane-1,4'-pyridinium]",
    # six ring bonds on a carbon (OPSIN gives nothing)
    "9,9',9''-spiroter[fluorene]",
    "2,2',2''-spiroter[indene]",
]

LAMBDA = [
    "5lambda^5,5'-spirobi[benzo[b]phosphindol]-5-ylium",
    "5lambda5,5'-spirobi[benzo[b]phosphindol]-5-ylium",
    "5lambda5,5'-spirobi[benzo[b]phosphindole]",
    "1lambda5,1'-spirobi[piperidin]-1-ylium",
    "1lambda5-spiro[piperidine-1,1'-pyrrolidin]-1-ylium",
    "1lambda^5-spiro[piperidine-1,1'-pyrrolidin]-1-ylium",
    "1λ5-spiro[piperidine-1,1'-pyrrolidin]-1-ylium",
    "1lambda5-spiro[pyrrolidine-1,1'-piperidin]-1-ylium",
    "4lambda5-spiro[morpholine-4,1'-pyrrolidin]-4-ylium",
    "1H-2lambda5-spiro[isoquinoline-2,2'-pyrido[1,2-a]pyrazin]-2-ylium",
    "1H-2lambda5-spiro[isoquinoline-2,1'-piperidin]-2-ylium",
    "2'H-3lambda5-spiro[3-azabicyclo[3.2.2]nonane-3,3'-[1,3]oxazol]-3-ylium",
    "1'H-2lambda5-spiro[isoindoline-2,2'-isoquinolin]-2-ylium",
    "2lambda5-spiro[isoindoline-2,1'-piperidin]-2-ylium",
    "1lambda5-spiro[piperidine-1,2'-isoindolin]-1-ylium",
    "2lambda5-spiro[isoindoline-2,2'-isoindolin]-2-ylium",
    "1,3-dihydro-2lambda5-spiro[isoindole-2,1'-piperidin]-2-ylium",
    "5lambda7,5',5''-spiroter[benzo[b]phosphindol]-5-ide",
    "5lambda^7,5',5''-spiroter[benzo[b]phosphindol]-5-ide",
]
LAMBDA_REFUSED = [
    # a neutral λ5 N with a hydrogen is no valid structure (OPSIN's answer has none)
    "1lambda5-spiro[piperidine-1,1'-pyrrolidine]",
    "1lambda5,1'-spirobi[piperidine]",
    # the anion of an N with four bonds
    "1lambda5,1'-spirobi[piperidin]-1-ide",
    # λ7 P with a hydrogen is no valid structure for RDKit
    "5lambda7,5',5''-spiroter[benzo[b]phosphindole]",
    # six ring bonds and no lambda
    "5,5',5''-spiroter[benzo[b]phosphindole]",
]

HYDROGEN = [
    "spiro[isoquinoline-2(1H),2'-[2H]pyrido[1,2-a]pyrazinium]",
    "spiro[3-azabicyclo[3.2.2]nonane-3,3'(2H)-oxazolium]",
    "spiro[isoquinoline-2(1H),1'-piperidinium]",
    "spiro[isoquinoline-2(1H),1'-pyrrolidinium]",
    "spiro[piperidine-1,2'(1'H)-isoquinolinium]",
    "spiro[piperidine-1,2'(1H)-isoquinolinium]",
    "spiro[piperidine-1,1'(2'H)-quinolinium]",
    "spiro[cyclohexane-1,2'(1'H)-quinoline]",
    "spiro[cyclohexane-1,2'(1H)-quinoline]",
    "spiro[cyclohexane-1,1'(2'H)-naphthalene]",
    "spiro[cyclohexane-1,1'(4'H)-naphthalene]",
    "spiro[cyclopentane-1,2'(3'H)-[1]benzofuran]",
    "spiro[cyclohexane-1,3'(2'H)-benzofuran]",
    "spiro[cyclohexane-1,2'(1'H)-naphthalen]-1'-one",
    "spiro[cyclohexane-1,1'(2'H)-naphthalen]-2'-one",
    "spiro[cyclohexane-1,1'(3'H)-isobenzofuran]-3'-one",
    "1'H-spiro[cyclohexane-1,2'-quinoline]",
    "2'H-spiro[cyclohexane-1,1'-naphthalene]",
    "2'H-spiro[cyclohexane-1,1'-naphthalen]-2'-one",
    "4'H-spiro[cyclohexane-1,1'-naphthalene]",
    "3'H-spiro[cyclohexane-1,2'-[1]benzofuran]",
    "3'H-spiro[cyclohexane-1,2'-[1]benzofuran]-3'-one",
    "1'H-spiro[cyclohexane-1,2'-naphthalen]-1'-one",
    "spiro[cyclohexane-1,2'-[2H]indene]",
    "spiro[cyclohexane-1,2'-[2H]pyran]",
    "spiro[cyclohexane-1,4'-[4H]pyran]",
    "spiro[cyclohexane-1,1'-[1H]indene]",
    "spiro[cyclohexane-1,3'-[3H]indole]",
    "spiro[pyrrolidine-1,2'-[2H]isoindolium]",
    "spiro[cyclohexane-1,2'-[1,3]dioxolane]",
    "spiro[cyclohexane-1,2'-[1,3]oxathiolane]",
    "spiro[[1,3]dioxolane-2,1'-cyclohexane]",
    "spiro[[1,3]dithiolane-2,9'-fluorene]",
    "2H,5H-spiro[imidazolidine-4,2'-indene]-2,5-dione",
    "1',3'-dihydro-2H,5H-spiro[imidazolidine-4,2'-indene]-2,5-dione",
    "5'-bromo-1',3'-dihydro-2H,5H-spiro[imidazolidine-4,2'-indene]-2,5-dione",
    "2H,5H-spiro[imidazolidine-4,1'-cyclohexane]-2,5-dione",
    "2H-spiro[imidazolidine-4,1'-cyclohexane]-2,5-dione",
    "5H-spiro[imidazolidine-4,1'-cyclohexan]-5-one",
    "2'H,5'H-spiro[cyclohexane-1,4'-imidazolidine]-2',5'-dione",
    "2'H-spiro[cyclohexane-1,3'-pyrrolidin]-2'-one",
    "2'H-spiro[cyclohexane-1,3'-pyrrolidine]-2',5'-dione",
    # hydro prefixes over several components, each component's pairs (SPINOL)
    "2,2',3,3'-tetrahydro-1,1'-spirobi[indene]-7,7'-diol",
    "2,2',3,3'-tetrahydro-1,1'-spirobi[1H-indene]",
    "3,3,3',3'-tetramethyl-2,2',3,3'-tetrahydro-1,1'-spirobi[indene]-5,5',6,6'-tetrol",
    "2,3,2',3'-tetrahydro-1,1'-spirobi[indene]",
    "2,3,1',3'-tetrahydrospiro[indene-1,2'-indene]",
    "2,3,1',2',3',4'-hexahydrospiro[indene-1,1'-naphthalene]",
    "2,3-dihydro-1,1'-spirobi[indene]",
    # the added hydrogen of the spiro system's suffix, on the suffix's component
    "spiro[indole-3,4'-piperidin]-2(1H)-one",
    "spiro[3H-indole-3,4'-piperidin]-2(1H)-one",
    "1'-methylspiro[indole-3,4'-piperidin]-2(1H)-one",
    "5-chlorospiro[indole-3,4'-piperidin]-2(1H)-one",
    "1'-benzylspiro[indole-3,4'-piperidin]-2(1H)-one",
    "spiro[indole-3,3'-pyrrolidin]-2(1H)-one",
    "spiro[indole-3,2'-pyrrolidin]-2(1H)-one",
    "spiro[indole-3,4'-piperidine]-2(1H)-thione",
    "spiro[cyclohexane-1,3'-[3H]indol]-2'(1'H)-one",
    "spiro[cyclopropane-1,3'-[3H]indol]-2'(1'H)-one",
    "5'-fluorospiro[cyclopropane-1,3'-[3H]indol]-2'(1'H)-one",
    "1'-methylspiro[cyclopropane-1,3'-[3H]indol]-2'(1'H)-one",
    "spiro[cyclohexane-1,3'-indol]-2'(1'H)-one",
    "spiro[indene-1,4'-piperidin]-3(2H)-one",
    "spiro[cyclohexane-1,1'-inden]-2'(3'H)-one",
    "spiro[cyclohexane-1,2'-inden]-1'(3'H)-one",
    "spiro[cyclopentane-1,1'-indene]-3'(2'H)-one",
    "spiro[2H-1-benzopyran-2,4'-piperidin]-4(3H)-one",
    "spiro[2H-1,3-benzoxazine-2,4'-piperidin]-4(3H)-one",
    "spiro[piperidine-4,2'(1'H)-quinazolin]-4'(3'H)-one",
    "spiro[cyclohexane-1,2'(1'H)-quinazolin]-4'(3'H)-one",
    "spiro[cyclohexane-1,4'(1'H)-quinolin]-2'(3'H)-one",
    "spiro[cyclohexane-1,4'(3'H)-quinolin]-2'(1'H)-one",
    "spiro[1,3-dioxolane-2,1'(2'H)-naphthalen]-4'(3'H)-one",
    "spiro[cyclohexane-1,1'(2'H)-naphthalen]-4'(3'H)-one",
]
HYDROGEN_REFUSED = [
    # the indicated hydrogen on a cycloalkane, where no ketone is (OPSIN gives nothing)
    "3H-spiro[cyclohexane-1,2'-[1]benzofuran]",
    "2H-spiro[cyclohexane-1,3'-pyrrolidine]-2'-one",
    # the spiro atom and the indicated hydrogen leave indene's C3' the unwritten hydrogen of more than one form
    # (OPSIN takes indane)
    "2'H-spiro[cyclohexane-1,1'-indene]",
    # an odd count of hydro locants on the second component
    "2,3,2'-trihydro-1,1'-spirobi[indene]",
    # piperidine's N1 and quinoline's C2' named as one spiro atom (OPSIN gives nothing)
    "spiro[piperidine-1,2'(1'H)-quinolinium]",
    # a suffix's added hydrogen on another component (OPSIN puts the unprimed 1H on the indole)
    "spiro[indole-3,4'-piperidin]-2'(1H)-one",
]

KETONES = [
    "(3a'S)-spiro[1,3-dithiane-2,4'-2,3,3a,5-tetrahydropentalene]-1'-one",
    "spiro[1,3-dithiane-2,4'-2,3,3a,5-tetrahydropentalene]-1'-one",
    "spiro[cyclohexane-1,1'-naphthalen]-2'-one",
    "spiro[cyclohexane-1,1'-naphthalen]-4'-one",
    "spiro[cyclohexane-1,1'-[4H]naphthalen]-4'-one",
    "spiro[cyclohexane-1,2'-naphthalen]-1'-one",
    "spiro[1,3-dioxolane-2,1'-naphthalen]-4'-one",
    "spiro[cyclohexane-1,1'-benzen]-4'-one",
    "spiro[cyclopentane-1,1'-inden]-3'-one",
    "spiro[cyclohexane-1,1'-inden]-3'-one",
    "spiro[cyclohexane-1,2'-chromen]-4'-one",
    "spiro[chromene-2,1'-cyclohexan]-4-one",
    "spiro[cyclohexane-1,4'-isoquinolin]-3'-one",
    "spiro[furan-2,1'-cyclohexan]-5-one",
    "spiro[cyclohexane-1,2'-furan]-5'-one",
    "spiro[imidazolidine-4,1'-inden]-2-one",
    # the added hydrogen written in part: quinoline's C3' takes the one the name leaves out
    "spiro[cyclohexane-1,4'-quinolin]-2'(1'H)-one",
    # ketones on several atoms, or on two components, each with the added hydrogen of its own ring
    "spiro[cyclohexane-1,5'-pyrimidine]-2',4',6'(1'H,3'H)-trione",
    "spiro[cyclopentane-1,5'-pyrimidine]-2',4',6'(1'H,3'H)-trione",
    "spiro[piperidine-4,5'-pyrimidine]-2',4',6'(1'H,3'H)-trione",
    "spiro[cyclohexane-1,5'(1'H)-pyrimidine]-2',4',6'(3'H)-trione",
    "spiro[indene-2,5'-pyrimidine]-1,2',3,4',6'(1'H,3'H)-pentone",
    "spiro[indole-3,3'-pyrrolidine]-2,5'(1H)-dione",
    "spiro[indole-3,4'-piperidine]-2,2'(1H)-dione",
    "spiro[imidazolidine-4,3'-[3H]indole]-2,2',5(1'H)-trione",
    "spiro[cyclohexane-1,3'-indole]-2,2'(1'H)-dione",
]
KETONES_REFUSED = [
    # the ring's own rules leave the unwritten added hydrogen more than one place (OPSIN takes the aromatic one)
    "spiro[cyclohexane-1,1'-inden]-2'-one",
    "spiro[cyclohexane-1,2'-pyran]-6'-one",
    # the spiro atom and the ketone leave a third atom a hydrogen the name does not write (OPSIN adds it)
    "spiro[cyclohexane-1,4'-quinolin]-2'-one",
    "spiro[cyclohexane-1,2'-naphthalen]-4'-one",
    # the written added hydrogen leaves the 3H-indole an unpaired double bond (OPSIN moves the benzene's)
    "spiro[cyclohexane-1,3'-[3H]indole]-2',5'(1'H)-dione",
]

REPLACED = [
    "7-oxaspiro[bicyclo[4.1.0]heptane-2,1'-cyclohexane]",
    "1-azaspiro[bicyclo[2.2.2]octane-3,2'-oxirane]",
    "7-azaspiro[bicyclo[2.2.1]heptane-2,2'-oxirane]",
    "8-azaspiro[bicyclo[3.2.1]octane-3,2'-oxirane]",
    "8-methyl-8-azaspiro[bicyclo[3.2.1]octane-3,2'-oxirane]",
    "3-oxaspiro[bicyclo[3.1.0]hexane-6,1'-cyclopropane]",
    "3,3'-diazaspiro[bicyclo[3.1.0]hexane-6,1'-cyclopropane]",
    "7-thiaspiro[bicyclo[2.2.1]heptane-2,1'-cyclopentane]",
    "1'-azaspiro[cyclohexane-1,3'-bicyclo[2.2.2]octane]",
    "4'-oxaspiro[cyclohexane-1,1'-cyclohexane]",
    "2,2'-dioxaspiro[cyclohexane-1,1'-cyclohexane]",
    "2-silaspiro[cyclohexane-1,1'-cyclopentane]",
    "4-phosphoniaspiro[cyclohexane-1,1'-cyclopentane]",
    "2'-azaspiro[cyclopropane-1,1'-indene]",
    "3'-azaspiro[cyclopentane-1,1'-indene]",
    "1-oxacyclohexane-2-spiro-1'-cyclopentane",
]
REPLACED_REFUSED = [
    # an O for a ring carbon with a double bond (OPSIN moves the ring's hydrogen to make room)
    "1'-oxaspiro[cyclohexane-1,2'-indene]",
    "2'-oxaspiro[cyclohexane-1,1'-indene]",
    # the naphthalene's C1 has no CH2 for the spiro union before its C4 is replaced (OPSIN places it after)
    "4'-azaspiro[cyclohexane-1,1'-naphthalene]",
    # an O at a bridgehead of three bonds (OPSIN gives nothing)
    "1,7-dioxaspiro[bicyclo[4.1.0]heptane-2,1'-cyclohexane]",
]

ONIA = [
    "9-phosphonia-9,9'-spirobi[fluorene]",
    "9-azonia-9,9'-spirobi[fluorene]",
    "9-arsonia-9,9'-spirobi[fluorene]",
    "9-phosphonia-9,9'-spirobi[fluorene] bromide",
    "9-azonia-9,9'-spirobi[fluorene] chloride",
    "2-azonia-2,2'-spirobi[indane]",
    "2-phosphonia-2,2'-spirobi[indane]",
    "2-azonia-2,2'-spirobi[indene]",
    "1-azonia-1,1'-spirobi[indene]",
    "1-azoniacyclohexane",
    "1-methyl-1-azoniacyclohexane",
    "3-azonia-3-methylpentane",
]
ONIA_REFUSED = [
    # "azonia" replaces a carbon: at a ring N it names no structure (OPSIN makes that N a cation)
    "1-azonia-1,1'-spirobi[piperidine]",
    "2-azonia-2,2'-spirobi[isoindoline]",
    "5-azonia-5,5'-spirobi[dibenzo[b,d]pyrrole]",
]


def main():
    write_read_and_refused(GOLDEN / "names-spiro-cations.jsonl", CATIONS, CATIONS_REFUSED, ROOT)
    write_read_and_refused(GOLDEN / "names-spiro-lambda.jsonl", LAMBDA, LAMBDA_REFUSED, ROOT)
    write_read_and_refused(GOLDEN / "names-spiro-hydrogen.jsonl", HYDROGEN, HYDROGEN_REFUSED, ROOT)
    write_read_and_refused(GOLDEN / "names-spiro-ketones.jsonl", KETONES, KETONES_REFUSED, ROOT)
    write_read_and_refused(GOLDEN / "names-spiro-replacement.jsonl", REPLACED, REPLACED_REFUSED, ROOT)
    write_read_and_refused(GOLDEN / "names-onia-replacement.jsonl", ONIA, ONIA_REFUSED, ROOT)


if __name__ == "__main__":
    main()
