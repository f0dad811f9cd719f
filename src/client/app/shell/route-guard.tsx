import type { ReactNode } from 'react';
import { canOpenRoute } from '../../../shared/domain/permissions.ts';
import { AccessDenied } from './access-denied.tsx';

/** Routes follow the route-to-permission map (part 1 section 2); the server guards the data too. */
export function RouteGuard({ path, role, children }: { path: string; role: string; children: ReactNode }) {
  return canOpenRoute(path, role) ? children : <AccessDenied />;
}
