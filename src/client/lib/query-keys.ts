/**
 * The query keys more than one feature reads or invalidates, each written once. A feature never
 * imports another (src/client/features/README.md), so the key they share lives here.
 */
export const queryKeys = {
  /** The signed-in user; the app shell fetches it, screens read the role and the header the name. */
  currentUser: ['auth', 'user'],
  /** Under 'agencies', so the agencies feature's ['agencies'] invalidation refreshes the options too. */
  agencyOptions: ['agencies', 'options'],
  /** Under 'payroll-companies', so the payroll companies tab's ['payroll-companies'] invalidation refreshes the options too. */
  payrollCompanyOptions: ['payroll-companies', 'options'],
  /** Users list, user stats and the admin profile: access requests and the profile change them too. */
  users: ['admin', 'users', 'list'],
  userStats: ['admin', 'user-stats'],
  adminProfile: ['admin', 'profile'],
  /** Every tickets query (lists with their tab counts, comments): a communication log raising a ticket refreshes them. */
  tickets: ['tickets'],
  /** Every workers query (lists, counts, a worker's detail): an erasure takes the worker out of all of them. */
  workers: ['workers'],
} as const;
