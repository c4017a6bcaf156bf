export declare const repoRoot: string;

export type BuiltServer = { baseUrl: string; pid: number | undefined; stop: () => Promise<void> };

export declare const startBuiltServer: (options?: {
  extraEnv?: Record<string, string>;
  timeoutMs?: number;
  label?: string;
}) => Promise<BuiltServer>;
