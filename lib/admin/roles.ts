// Who may do what in the back office. Every page, server action and route handler asks `can` on the server
// (lib/admin/session.ts); the navigation only mirrors it.

export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The back office's areas, each a screen (or a group of screens) with its actions, in the menu's order: who may
 * use it and where it starts. The menu's label is `menu` in the area's texts (messages/admin/<area>/).
 */
const AREA_TABLE = {
  dashboard: { href: '/admin', roles: ['admin', 'editor', 'sales'] },
  leads: { href: '/admin/leads', roles: ['admin', 'sales'] },
  catalogue: { href: '/admin/catalogue', roles: ['admin', 'editor'] },
  documents: { href: '/admin/documents', roles: ['admin', 'editor'] },
  // Sales turn approved partner applications into dealers.
  dealers: { href: '/admin/dealers', roles: ['admin', 'editor', 'sales'] },
  projects: { href: '/admin/projects', roles: ['admin', 'editor'] },
  subscribers: { href: '/admin/subscribers', roles: ['admin', 'sales'] },
  campaigns: { href: '/admin/campaigns', roles: ['admin', 'editor'] },
  // How fast the public pages are for real visitors: the editors' pages, the administrator's site.
  vitals: { href: '/admin/vitals', roles: ['admin', 'editor'] },
  // Undelivered mail concerns everybody who sends it, but retrying and cancelling is the administrator's.
  outbox: { href: '/admin/outbox', roles: ['admin'] },
  jobs: { href: '/admin/jobs', roles: ['admin'] },
  // What visitors consent to is the data controller's statement: the administrator publishes it.
  consent: { href: '/admin/consent', roles: ['admin'] },
  // Where leads go besides the inbox (Bitrix24, amoCRM, a webhook): the administrator's, like the secrets.
  crm: { href: '/admin/crm', roles: ['admin'] },
  users: { href: '/admin/users', roles: ['admin'] },
  audit: { href: '/admin/audit', roles: ['admin'] },
} as const satisfies Record<string, { href: string; roles: readonly Role[] }>;

export type Area = keyof typeof AREA_TABLE;
export const AREAS = Object.keys(AREA_TABLE) as Area[];

/** Where an area's screens start (the menu's link). */
export const areaHref = (area: Area) => AREA_TABLE[area].href;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, area: Area): boolean {
  return role != null && (AREA_TABLE[area].roles as readonly Role[]).includes(role);
}

/**
 * Who is given leads: the assignee lists, "Take it" and the bulk assignment offer these roles only. Admins may open
 * and change every lead, but are not the sales desk.
 */
export const LEAD_WORKER_ROLES = ['sales'] as const satisfies readonly Role[];
export const worksLeads = (role: Role) => (LEAD_WORKER_ROLES as readonly Role[]).includes(role);

/** Admins must have two-factor sign-in before they can do anything else; the others may enrol. */
export const requiresTwoFactor = (role: Role) => role === 'admin';
