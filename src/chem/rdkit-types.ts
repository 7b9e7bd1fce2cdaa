/**
 * The parts of RDKit MinimalLib's embind API this project uses, typed narrowly
 * (the package's own .d.ts is loose: `any` parameters, string-typed JSON).
 */
export interface Handle {
  delete(): void;
  isDeleted(): boolean;
}

export interface JSMol extends Handle {
  is_valid(): boolean;
  get_smiles(details?: string): string;
  get_smarts(): string;
  get_molblock(details?: string): string;
  get_inchi(options?: string): string;
  get_json(): string;
  /** The molecule's binary pickle (RDKit MolPickler format; read by graph-pickle.ts). */
  get_as_uint8array(details?: string): Uint8Array;
  get_descriptors(): string;
  /** JSON `{"CIP_atoms":[[idx,"(R)"|"(S)"|"(?)"…]],"CIP_bonds":[…]}` (legacy stereo perception). */
  get_stereo_tags(): string;
  get_morgan_fp(details?: string): string;
  get_morgan_fp_as_uint8array(details?: string): Uint8Array;
  /** RDKit's pattern fingerprint (substructure screening), 2,048 bits by default; details JSON may set nBits. */
  get_pattern_fp_as_uint8array(details?: string): Uint8Array;
  get_rdkit_fp_as_uint8array(details?: string): Uint8Array;
  get_atom_pair_fp_as_uint8array(details?: string): Uint8Array;
  get_topological_torsion_fp_as_uint8array(details?: string): Uint8Array;
  get_maccs_fp_as_uint8array(): Uint8Array;
  get_substruct_match(query: JSMol, details?: string): string;
  get_substruct_matches(query: JSMol, details?: string): string;
  get_num_atoms(heavyOnly?: boolean): number;
  get_num_bonds(): number;
  add_hs(): string;
  /** Adds explicit hydrogens after the existing atoms (their order is kept); chiral tags stay valid. */
  add_hs_in_place(): boolean;
  remove_hs(details?: string): string;
  remove_hs_in_place(details?: string): boolean;
  copy(): JSMol | null;
}

export interface MolList extends Handle {
  append(mol: JSMol): number;
  size(): number;
}

/**
 * RDKit's R-group decomposition (MinimalLib `get_rgd`): `add` returns the molecule's row among those matched so far,
 * or -1 when the core does not match it; after `process`, each row maps "Core", "R1", "R2", ... to molecules the
 * caller owns (every one must be freed).
 */
export interface RGroupDecomposition extends Handle {
  add(mol: JSMol): number;
  process(): boolean;
  get_rgroups_as_rows(): Array<Record<string, JSMol>>;
}

export interface RDKitLog extends Handle {
  get_buffer(): string;
  clear_buffer(): void;
}

export interface RDKitModule {
  version(): string;
  get_mol(input: string, details?: string): JSMol | null;
  get_qmol(input: string): JSMol | null;
  get_inchikey_for_inchi(inchi: string): string;
  get_mcs_as_json(mols: MolList, details?: string): string;
  set_log_capture(logName: string): RDKitLog | null;
  MolList: new () => MolList;
  /** Details JSON: RGroupDecompositionParameters by name (e.g. {"onlyMatchAtRGroups": true}). */
  get_rgd(core: JSMol, details?: string): RGroupDecomposition | null;
  /**
   * Joins two molecules at dummy atoms with the same atom-map number (the caller owns the answer). The build also
   * takes an R-group row, but only of molecules get_rgd returned.
   */
  molzip(a: JSMol, b: JSMol, details?: string): JSMol | null;
}
