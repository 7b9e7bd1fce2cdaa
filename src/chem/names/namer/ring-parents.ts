/**
 * The monocyclic heterocycle parents the namer uses, each with its fixed numbering (IUPAC 2013 P-22.2: retained
 * names and Hantzsch-Widman names; the atoms in the order of their locants 1, 2, 3 ...). Tokens: c n o s aromatic
 * atoms (n a pyridine-type N, nH a pyrrole-type N: with H or a substituent), C N O S atoms of a saturated ring.
 * Where a ring has tautomers with the NH at another position, each is its own entry with its indicated hydrogen.
 */
export interface RingParent {
  /** The name of the unsubstituted ring, its indicated hydrogen included ("pyridine", "1H-pyrrole"). */
  name: string;
  tokens: readonly string[];
  aromatic: boolean;
}

const entry = (name: string, tokens: string, aromatic: boolean): RingParent => ({
  name,
  tokens: tokens.split(" "),
  aromatic,
});

export const RING_PARENTS: readonly RingParent[] = [
  // six-membered aromatic (P-22.2.1 retained names; 1,3,5-triazine as a Hantzsch-Widman name)
  entry("pyridine", "n c c c c c", true),
  entry("pyridazine", "n n c c c c", true),
  entry("pyrimidine", "n c n c c c", true),
  entry("pyrazine", "n c c n c c", true),
  entry("1,3,5-triazine", "n c n c n c", true),
  entry("1,2,4-triazine", "n n c n c c", true),
  // five-membered aromatic
  entry("furan", "o c c c c", true),
  entry("thiophene", "s c c c c", true),
  entry("1H-pyrrole", "nH c c c c", true),
  entry("1H-imidazole", "nH c n c c", true),
  entry("1H-pyrazole", "nH n c c c", true),
  entry("1,3-oxazole", "o c n c c", true),
  entry("1,2-oxazole", "o n c c c", true),
  entry("1,3-thiazole", "s c n c c", true),
  entry("1,2-thiazole", "s n c c c", true),
  entry("1H-1,2,4-triazole", "nH n c n c", true),
  entry("4H-1,2,4-triazole", "n n c nH c", true),
  entry("1H-1,2,3-triazole", "nH n n c c", true),
  entry("2H-1,2,3-triazole", "n nH n c c", true),
  entry("1H-tetrazole", "nH n n n c", true),
  entry("2H-tetrazole", "n nH n n c", true),
  entry("1,2,4-oxadiazole", "o n c n c", true),
  entry("1,3,4-oxadiazole", "o c n n c", true),
  entry("1,2,5-oxadiazole", "o n c c n", true),
  entry("1,3,4-thiadiazole", "s c n n c", true),
  entry("1,2,4-thiadiazole", "s n c n c", true),
  entry("1,2,5-thiadiazole", "s n c c n", true),
  entry("1,2,3-thiadiazole", "s n n c c", true),
  // saturated (P-22.2.2 retained piperidine, piperazine, morpholine, pyrrolidine; the rest Hantzsch-Widman)
  entry("piperidine", "N C C C C C", false),
  entry("piperazine", "N C C N C C", false),
  entry("morpholine", "O C C N C C", false),
  entry("thiomorpholine", "S C C N C C", false),
  entry("pyrrolidine", "N C C C C", false),
  entry("imidazolidine", "N C N C C", false),
  entry("pyrazolidine", "N N C C C", false),
  entry("1,3-oxazolidine", "O C N C C", false),
  entry("1,3-thiazolidine", "S C N C C", false),
  entry("oxolane", "O C C C C", false),
  entry("thiolane", "S C C C C", false),
  entry("1,3-dioxolane", "O C O C C", false),
  entry("oxane", "O C C C C C", false),
  entry("thiane", "S C C C C C", false),
  entry("1,4-dioxane", "O C C O C C", false),
  entry("1,3-dioxane", "O C O C C C", false),
  entry("azetidine", "N C C C", false),
  entry("oxetane", "O C C C", false),
  entry("aziridine", "N C C", false),
  entry("oxirane", "O C C", false),
  entry("azepane", "N C C C C C C", false),
];
