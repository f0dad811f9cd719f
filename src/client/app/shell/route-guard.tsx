import type { ReactNode } from 'react';
import { canOpenRoute } from '../../../shared/domain/permissions.ts';
import { AccessDenied } from './access-denied.tsx';

type Props = { path: string; role: string; deniedMessage?: string; children: ReactNode };

/**
 * Routes follow the route-to-permission map (docs/domain.md); the server guards the data too.
 * A route with its own refusal (the admin section, docs/domain.md) says it in its own words.
 */
export function RouteGuard({ path, role, deniedMessage, children }: Props) {
  if (canOpenRoute(path, role)) return children;
  return deniedMessage ? <AccessDenied message={deniedMessage} hasHomeLink={false} /> : <AccessDenied />;
}
