/** Rounding as tools.md defines it: half away from zero, `sign(x)·round(|x|·10^k)/10^k`. */
export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const magnitude = Math.round(Math.abs(value) * scale) / scale;
  // `|| 0` turns -0 into 0 so JSON never shows "-0".
  return Math.sign(value) * magnitude || 0;
}
