export function compileMailCatalogs(options?: {
  write?: boolean;
  rootDir?: string;
}): Promise<{ file: string; source: string }[]>;
