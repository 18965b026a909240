export function readCatalog(poFile: string): { id: string; str: string }[];
export function looksLikeCode(text: string): boolean;
export function placeholders(text: string): string[];
export function catalogProblems(
  poFile: string,
  source?: ReadonlyMap<string, string>,
): { untranslated: string[]; code: string[]; placeholders: string[] };
export function traditionalCharacters(text: string): string;
export function simplifiedProblems(
  hansFile: string,
  hantFile: string,
): { traditional: string[]; copiedFromTraditional: string[] };
