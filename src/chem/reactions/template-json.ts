/** The templates as the JSON text validation/data/reaction-templates.json holds (read by the Python golden generator). */
import { TEMPLATES } from "./templates.ts";

export function templatesJson(): string {
  const rows = TEMPLATES.map((t) => ({ name: t.name, smarts: t.smarts, same_as: t.sameAs ?? {} }));
  return `${JSON.stringify(rows, null, 1)}\n`;
}
