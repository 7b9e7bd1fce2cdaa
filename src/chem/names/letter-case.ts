/**
 * Names written all in capitals ("9A-METHYL-PERHYDROPYRAZINO[2,1-C][1,4]OXAZINE", "(9AS)-…", as catalogues and
 * old databases print them): the grammar reads letters case-insensitively, except a locant's letter after its
 * number, which it reads as written ("4a", "9a"), so that "2H" (indicated hydrogen), "13C" (an isotope) and "(2S)"
 * (a CIP label) keep their meaning. In a name with no lower-case letter at all, a ring-fusion locant letter after a
 * number is lowered: "4A" is "4a". Only the letters a, b, d, f and g: c, e and h after a number are as often the
 * isotope 13C, the descriptor E or indicated hydrogen as a locant, so those are left as written (and such a name
 * is read as it stands, or refused). One character for one: positions in messages stay the name's.
 */
const FUSION_LOCANT = /(\d)([ABDFG])/g;

export function lowerCapitalLocants(name: string): string {
  if (/[a-z]/.test(name) || !/[A-Z]/.test(name)) return name;
  return name.replace(FUSION_LOCANT, (_, digit: string, letter: string) => `${digit}${letter.toLowerCase()}`);
}
