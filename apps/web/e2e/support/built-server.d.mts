export declare const repoRoot: string;

export type BuiltServer = {
  baseUrl: string;
  pid: number | undefined;
  stop: () => Promise<void>;
  /** How the server ended ("code N" or "signal S"), or null while it runs. */
  exitStatus: () => string | null;
};

export declare const startBuiltServer: (options?: {
  extraEnv?: Record<string, string>;
  timeoutMs?: number;
  label?: string;
}) => Promise<BuiltServer>;
