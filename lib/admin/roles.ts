// Who may do what in the back office. Every page, server action and route handler asks `can` on the server
// (lib/admin/session.ts); the navigation only mirrors it.

export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** The back office's areas, each a screen (or a group of screens) with its actions. */
export const AREAS = ['dashboard', 'catalogue', 'documents', 'dealers', 'projects', 'campaigns', 'leads', 'subscribers', 'outbox', 'jobs', 'users', 'audit'] as const;
export type Area = (typeof AREAS)[number];

const ACCESS: Record<Area, readonly Role[]> = {
  dashboard: ['admin', 'editor', 'sales'],
  catalogue: ['admin', 'editor'],
  documents: ['admin', 'editor'],
  // Sales turn approved partner applications into dealers.
  dealers: ['admin', 'editor', 'sales'],
  projects: ['admin', 'editor'],
  campaigns: ['admin', 'editor'],
  leads: ['admin', 'sales'],
  subscribers: ['admin', 'sales'],
  // Undelivered mail concerns everybody who sends it, but retrying and cancelling is the administrator's.
  outbox: ['admin'],
  jobs: ['admin'],
  users: ['admin'],
  audit: ['admin'],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, area: Area): boolean {
  return role != null && ACCESS[area].includes(role);
}

/** Admins must have two-factor sign-in before they can do anything else; the others may enrol. */
export const requiresTwoFactor = (role: Role) => role === 'admin';
