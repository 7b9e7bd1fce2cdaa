/**
 * The words of a TIMEOUT answer: which limit stopped the call and the option that changes it (issue 27), so the
 * model (or the person running the server) knows what to do next.
 */

/** The server's time limits, by the option that sets each. */
export const TIME_LIMITS = {
  tool: { name: "the tool time limit", option: "--tool-timeout-ms" },
  library: { name: "the library time limit", option: "--library-timeout-ms" },
} as const;

export type TimeLimitKind = keyof typeof TIME_LIMITS;

/** "calc_properties was stopped after 10 s, the tool time limit (--tool-timeout-ms); <advice>, or …". */
export function timeLimitMessage(toolName: string, timeoutMs: number, kind: TimeLimitKind, advice: string): string {
  const { name, option } = TIME_LIMITS[kind];
  return (
    `${toolName} was stopped after ${timeoutMs / 1000} s, ${name} (${option}); ${advice}, ` +
    `or start the server with a higher ${option}`
  );
}
