/** The part of VS Code's configuration API the settings need (a `WorkspaceConfiguration`). */
export interface Configuration {
  get<T>(section: string): T | undefined;
}

/** The settings `cairn lsp` reads, as its initializationOptions and didChangeConfiguration carry them. */
export interface ServerSettings {
  policies: string[];
  data: string[];
  namespaces: string[];
  allNamespaces: boolean;
  checks: string[];
  debounceMillis: number;
}

/** The server's settings from the `cairn.*` configuration, leaving out what is unset (the server's defaults). */
export function serverSettings(config: Configuration): { cairn: Partial<ServerSettings> } {
  const out: Partial<ServerSettings> = {};
  const lists = ['policies', 'data', 'namespaces', 'checks'] as const;
  for (const key of lists) {
    const v = config.get<string[]>(key);
    if (Array.isArray(v) && (v.length > 0 || key === 'checks')) {
      out[key] = v.filter((s) => typeof s === 'string' && s.trim() !== '');
    }
  }
  const all = config.get<boolean>('allNamespaces');
  if (typeof all === 'boolean') {
    out.allNamespaces = all;
  }
  const debounce = config.get<number>('debounceMillis');
  if (typeof debounce === 'number' && debounce >= 0) {
    out.debounceMillis = debounce;
  }
  return { cairn: out };
}
