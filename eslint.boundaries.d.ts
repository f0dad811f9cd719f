import type { Linter } from 'eslint';

export type BoundaryZone = { target: string; from: string | string[]; except?: string[]; message: string };
export function boundaryZones(): BoundaryZone[];
export function boundariesConfig(): Linter.Config;
