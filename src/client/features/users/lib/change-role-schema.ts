import { userChangeFieldsObject } from '../../../../shared/api/users.ts';
import { CLIENT_NEEDS_AGENCY, isClientWithoutAgency } from '../../../../shared/domain/people.ts';

/**
 * The Change Role dialog's part of PUT /api/admin/users/{id}: a role, and an agency when the role
 * is client (docs/domain.md). The server checks the same rule.
 */
export const changeRoleSchema = userChangeFieldsObject
  .pick({ role: true, agencyId: true })
  .required({ role: true })
  .refine((b) => !isClientWithoutAgency(b.role, b.agencyId), { message: CLIENT_NEEDS_AGENCY, path: ['agencyId'] });
