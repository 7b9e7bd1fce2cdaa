/**
 * The mononuclear phosphorus and arsenic oxoacids whose hydrogens on P (As) and N take prefixes (IUPAC P-67.1.1,
 * P-67.1.2: "methylphosphonic acid", "dimethylphosphinic acid", "N,N-diethylmethylphosphonamidic acid"), their
 * anions for esters and salts ("diethyl methylphosphonate", "N,N-diethylmethylphosphonamidate"), and their amides and
 * halides named by class ("hexamethylphosphoric triamide", "methylphosphonic dichloride", "diphenylphosphinic
 * chloride"). Read as whole parents (lexicon.ts) with P (As) labelled "P" ("As") and the amide N atoms "N", "N'",
 * "N''".
 *
 * The acid's O atoms take no unlocanted prefix (builder.ts buildParent): "methylphosphonic acid" is CH3-P(=O)(OH)2,
 * never an ester written as a prefix, as OPSIN reads it; an O-substituent is an ester, named so ("diethyl
 * methylphosphonate"). An unlocanted prefix that could go on P or on N ("methylphosphonamidic acid") is refused by
 * the builder as ambiguous (OPSIN puts it on P).
 */

/** [form, SMILES, labels (one per atom, "/"-separated), "whole"], as lexicon.ts's whole parents are written. */
export const PHOSPHORUS_ACID_PARENTS: [string, string, string, "whole"][] = [
  ["phosphonic acid", "[PH](=O)(O)O", "P///", "whole"],
  ["phosphonate", "[PH](=O)([O-])[O-]", "P///", "whole"],
  ["phosphinic acid", "[PH2](=O)O", "P//", "whole"],
  ["phosphinate", "[PH2](=O)[O-]", "P//", "whole"],
  ["phosphonous acid", "[PH](O)O", "P//", "whole"],
  ["phosphonite", "[PH]([O-])[O-]", "P//", "whole"],
  ["phosphinous acid", "[PH2]O", "P/", "whole"],
  ["phosphinite", "[PH2][O-]", "P/", "whole"],
  ["phosphonamidic acid", "[PH](=O)(N)O", "P//N/", "whole"],
  ["phosphonamidate", "[PH](=O)(N)[O-]", "P//N/", "whole"],
  ["phosphoramidic acid", "P(=O)(N)(O)O", "P//N//", "whole"],
  ["phosphoramidate", "P(=O)(N)([O-])[O-]", "P//N//", "whole"],
  ["phosphonic diamide", "[PH](=O)(N)N", "P//N/N'", "whole"],
  ["phosphinic amide", "[PH2](=O)N", "P//N", "whole"],
  // The acid halides by class word ("methylphosphonic dichloride", "diphenylphosphinic chloride").
  ["phosphonic dichloride", "[PH](=O)(Cl)Cl", "P///", "whole"],
  ["phosphonic difluoride", "[PH](=O)(F)F", "P///", "whole"],
  ["phosphonic dibromide", "[PH](=O)(Br)Br", "P///", "whole"],
  ["phosphinic chloride", "[PH2](=O)Cl", "P//", "whole"],
  ["phosphinic fluoride", "[PH2](=O)F", "P//", "whole"],
  ["phosphinic bromide", "[PH2](=O)Br", "P//", "whole"],
  ["phosphonous dichloride", "[PH](Cl)Cl", "P//", "whole"],
  ["phosphoric triamide", "P(=O)(N)(N)N", "P//N/N'/N''", "whole"],
  // Phosphoric and phosphorous acid as the anions of their esters ("triphenyl phosphate", "dimethyl hydrogen
  // phosphate", "trimethyl phosphite"), as OPSIN draws them.
  ["phosphate", "P(=O)([O-])([O-])[O-]", "P////", "whole"],
  ["phosphite", "P([O-])([O-])[O-]", "P///", "whole"],
  ["arsonic acid", "[AsH](=O)(O)O", "As///", "whole"],
  ["arsonate", "[AsH](=O)([O-])[O-]", "As///", "whole"],
  ["arsinic acid", "[AsH2](=O)O", "As//", "whole"],
  ["arsinate", "[AsH2](=O)[O-]", "As//", "whole"],
];

/**
 * The phosphoric acid group as a prefix, (HO)2P(=O)- (P-67.1.4.1.1: phosphono), and its dianion: "phosphonoacetic
 * acid", "N-(phosphonomethyl)glycine", with "oxy" the monoester "(phosphonooxy)" ("2-(phosphonooxy)ethyl acetate").
 * [form, fragment (leading "-": the attachment), labels], as lexicon.ts's substituents are written.
 */
export const PHOSPHORUS_SUBSTITUENTS: [string, string, string | null][] = [
  ["phosphono", "-P(=O)(O)O", null],
  ["phosphonato", "-P(=O)([O-])[O-]", null],
];

const FORMS = new Set(PHOSPHORUS_ACID_PARENTS.map(([form]) => form));

/** Whether a whole parent's O atoms are closed to unlocanted prefixes (one of the acids above, as written). */
export function acidOxygensClosed(parentName: string): boolean {
  return FORMS.has(parentName.toLowerCase());
}
