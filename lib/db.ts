import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { env } from './env';
import { createPrismaClient } from './prisma-client';

// One client per process; dev reloads reuse it through globalThis.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export const db = globalForPrisma.prisma ?? createPrismaClient(env.DATABASE_URL);
if (env.NODE_ENV !== 'production') globalForPrisma.prisma = db;
