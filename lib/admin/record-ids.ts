import { z } from 'zod';

// The two fields every back-office record form and button carries: which record, and the version the form
// read it at (the optimistic lock). Server-side only: back-office browser code never loads zod.

/** A record's id (a cuid or a UUID). */
export const idSchema = z.string().min(1).max(64);

/** The version a form was read at: a save from an older one is refused with CONFLICT. */
export const versionSchema = z.coerce.number().int().min(1);
