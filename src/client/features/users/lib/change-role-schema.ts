import { updateUserBody } from '../../../../shared/api/users.ts';

/**
 * The Change Role dialog's part of PUT /api/admin/users/{id}: a role, and an agency when the role
 * is client (part 3 sections 4 and 5). The server checks the same rule.
 */
export const changeRoleSchema = updateUserBody
  .pick({ role: true, agencyId: true })
  .required({ role: true })
  .refine((b) => b.role !== 'client' || !!b.agencyId, {
    message: 'Agency assignment is required for Client users',
    path: ['agencyId'],
  });
