/**
 * What `--licenses` prints: this project's licence and the third-party notices. Imported as text, so
 * `bun build --compile` embeds both files in the binary and the npm package reads them from its root.
 */
import projectLicense from "../LICENSE" with { type: "text" };
import thirdPartyNotices from "../THIRD_PARTY_NOTICES.md" with { type: "text" };
import { SERVER_NAME, SERVER_VERSION } from "./version.ts";

export function licensesText(): string {
  const rule = "=".repeat(78);
  return [
    `${SERVER_NAME} ${SERVER_VERSION}`,
    "",
    projectLicense.trimEnd(),
    "",
    rule,
    "",
    thirdPartyNotices.trimEnd(),
    "",
  ].join("\n");
}
