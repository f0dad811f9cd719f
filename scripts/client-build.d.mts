/** Types of scripts/client-build.mjs, so the TypeScript scripts (bench) can call it. */
export declare const root: string;
export declare const clientIndex: string;
export declare function hasViteConfig(): boolean;
export declare function clientBuildReason(): string | null;
export declare function buildClient(): Promise<void>;
export declare function ensureClientBuilt(options?: {
  force?: boolean;
  log?: (message: string) => void;
}): Promise<'built' | 'up-to-date' | 'no-vite-config'>;
