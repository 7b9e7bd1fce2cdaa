/** The one place the version comes from: package.json (embedded in the binary at build time). */
import packageJson from "../package.json" with { type: "json" };

export const SERVER_NAME = "chematic-mcp";
export const SERVER_VERSION: string = packageJson.version;
