// Who may act at all: one condition shared by sign-in (verify-credentials.ts), every request
// (actor.ts) and token refresh (refresh-tokens.ts). A deleted or deactivated user, or a user whose
// office is deleted, inactive or suspended, cannot sign in, and their sessions and tokens stop
// working (docs/security.md "Office status").
import type { Prisma } from "@/server/generated/prisma/client";

/** Offices whose users may sign in. */
export const ACTIVE_OFFICE_WHERE = {
  deletedAt: null,
  isActive: true,
  isSuspended: false,
} satisfies Prisma.OfficeWhereInput;

/** Users who may sign in and act: active, not deleted, and without an office or in an active one. */
export const ACTIVE_USER_WHERE = {
  deletedAt: null,
  isActive: true,
  OR: [{ officeId: null }, { office: ACTIVE_OFFICE_WHERE }],
} satisfies Prisma.UserWhereInput;
