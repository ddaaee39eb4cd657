// Users, roles, permissions and the role-driven menu tree (SPEC §6, §7 "Users and roles").
import { z } from "zod";
import { AppError } from "@/server/errors";
import { hasPermission, isPusat } from "@/server/auth/actor";
import {
  attr,
  boolFilter,
  deletedAtInput,
  enumFilter,
  intFilter,
  optionalText,
  requiredText,
  softDeleteAttr,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { defineResource, type ResourceDef, type Row } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { ZUserCreateInput, ZUserUpdateInput } from "@/lib/schemas/users";
import { createUser } from "./create-user";
import { replaceUserRoles, updateUser } from "./update-user";
import { assertMayGrantPermissions } from "./role-grants";
import { ZPermissionCreateInput } from "@/lib/schemas/master";

export const permissions = defineResource({
  type: "permissions",
  model: "permission",
  idKind: "uuid",
  referencedBy: { label: "Hak akses", refs: [{ model: "rolePermission", field: "permissionId" }] },
  attributes: {
    name: attr("name", "string", { sortable: true, writable: true }),
    description: attr("description", "string", { writable: true }),
    ...softDeleteAttr(),
    ...timestamps(),
  },
  relationships: {
    roles: {
      type: "roles",
      kind: "many",
      through: { model: "rolePermission", from: "permissionId", to: "roleId" },
    },
  },
  search: ["name", "description"],
  defaultSort: "name",
  pageSize: { default: 15, max: 500 },
  softDelete: true,
  access: {
    read: { permission: "permissions.view" },
    create: { permission: "permissions.create" },
    update: { permission: "permissions.update" },
    delete: { permission: "permissions.delete" },
  },
  create: { schema: ZPermissionCreateInput },
  update: {
    schema: z
      .object({
        name: requiredText(150).optional(),
        description: optionalText(),
        deletedAt: deletedAtInput,
      })
      .strict(),
  },
});

const roleInput = z
  .object({
    name: requiredText(100).regex(/^[a-z0-9_-]+$/, "Nama role hanya huruf kecil, angka, _ dan -"),
    label: optionalText(255),
    description: optionalText(),
    permissions: z.array(z.string().uuid("Id hak akses tidak valid")).optional(),
  })
  .strict();

export const roles = defineResource({
  type: "roles",
  model: "role",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true, writable: true }),
    label: attr("label", "string", { sortable: true, writable: true }),
    description: attr("description", "string", { writable: true }),
    ...timestamps(),
  },
  relationships: {
    permissions: {
      type: "permissions",
      kind: "many",
      through: { model: "rolePermission", from: "roleId", to: "permissionId" },
    },
    menus: {
      type: "menus",
      kind: "many",
      through: { model: "roleMenu", from: "roleId", to: "menuId" },
    },
    users: {
      type: "users",
      kind: "many",
      through: { model: "userRole", from: "roleId", to: "userId" },
    },
  },
  search: ["name", "label"],
  defaultSort: "name",
  pageSize: { default: 5, max: 100 },
  softDelete: true,
  access: {
    read: "authenticated",
    create: { permission: "roles.create" },
    update: { permission: "roles.update" },
    delete: { permission: "roles.delete" },
  },
  // Staff see every role (the role list of Hak Akses); other offices see only their own roles.
  scope: (actor) => (isPusat(actor) ? null : { name: { in: actor.roles } }),
  create: {
    schema: roleInput,
    run: async ({ db, actor }, input) => {
      const { permissions: permissionIds, ...rest } = roleInput.parse(input);
      await assertMayGrantPermissions(db, actor, null, permissionIds ?? []);
      return db.$transaction(async (tx) => {
        const role = await tx.role.create({
          data: {
            name: rest.name,
            label: rest.label ?? null,
            description: rest.description ?? null,
          },
        });
        if (permissionIds?.length) {
          const found = await tx.permission.count({
            where: { id: { in: permissionIds }, deletedAt: null },
          });
          if (found !== new Set(permissionIds).size)
            throw AppError.validation([
              {
                detail: "Hak akses tidak ditemukan",
                source: { pointer: "/data/relationships/permissions" },
              },
            ]);
          await tx.rolePermission.createMany({
            data: permissionIds.map((permissionId) => ({ roleId: role.id, permissionId })),
            skipDuplicates: true,
          });
        }
        return role.id;
      });
    },
  },
  update: {
    schema: roleInput.partial(),
    run: async ({ db, actor }, id, input) => {
      const { permissions: permissionIds, ...rest } = roleInput.partial().parse(input);
      await assertMayGrantPermissions(db, actor, String(id), permissionIds ?? []);
      await db.$transaction(async (tx) => {
        await tx.role.update({ where: { id: String(id) }, data: rest });
        if (permissionIds) {
          await tx.rolePermission.deleteMany({
            where: { roleId: String(id), permissionId: { notIn: permissionIds } },
          });
          await tx.rolePermission.createMany({
            data: permissionIds.map((permissionId) => ({ roleId: String(id), permissionId })),
            skipDuplicates: true,
          });
        }
      });
    },
  },
});

export const users = defineResource({
  type: "users",
  model: "user",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true, writable: true }),
    email: attr("email", "string", { sortable: true }),
    phone: attr("phone", "string", { writable: true }),
    current_role: attr("currentRoleId", "string", {
      get: (row: Row) => (row.currentRole as { name?: string } | null)?.name ?? null,
    }),
    office_id: attr("officeId"),
    sex: attr("sex", "enum"),
    avatar_filename: attr("avatarFilename"),
    avatar: attr("avatarFilename", "string", {
      get: (row: Row) =>
        row.avatarFilename ? `/api/v1/avatars/${String(row.avatarFilename)}` : null,
    }),
    email_verified_at: attr("emailVerifiedAt", "datetime"),
    email_changed: attr("emailChanged", "boolean"),
    is_active: attr("isActive", "boolean"),
    last_login_at: attr("lastLoginAt", "datetime", { sortable: true }),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    roles: {
      type: "roles",
      kind: "many",
      through: { model: "userRole", from: "userId", to: "roleId" },
      replace: {
        access: pusatWith("users.update"),
        run: ({ db, actor }, id, ids) => replaceUserRoles(db, String(id), ids, actor),
      },
    },
  },
  rowInclude: { currentRole: { select: { name: true } } },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    // Users of offices of one category (Admin > Users: filter by office category).
    office_category_id: (value, actor) => ({
      office: intFilter("officeCategoryId", "office_category_id")(value, actor),
    }),
    is_active: boolFilter("isActive", "is_active"),
    sex: enumFilter("sex", "sex", ["male", "female"]),
    // Users holding one of these roles (names, comma-separated): Bonus > Master User lists the
    // users of the Bonus and Cash Bill roles.
    role: (value) => {
      const names = value
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
      if (!names.length || names.some((n) => !/^[a-z0-9_-]{1,64}$/.test(n)))
        throw AppError.badRequest("filter[role] harus nama role", { parameter: "filter[role]" });
      return { userRoles: { some: { role: { name: { in: names }, deletedAt: null } } } };
    },
  },
  search: ["name", "email", "phone"],
  defaultSort: "-createdAt",
  softDelete: true,
  access: {
    // "account": a self-registered user without an office or role still reads and edits itself.
    read: "account",
    create: pusatWith("users.create"),
    update: "account",
  },
  // Pusat staff who manage users see everyone; any other user sees the users of their own office;
  // a user without an office sees only itself.
  scope: (actor) =>
    isPusat(actor) && hasPermission(actor, "users.view")
      ? null
      : actor.officeId
        ? { officeId: actor.officeId }
        : { id: actor.userId },
  create: {
    schema: ZUserCreateInput,
    run: ({ db, actor }, input) => createUser(db, ZUserCreateInput.parse(input), actor),
  },
  update: {
    schema: ZUserUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateUser(db, { ...ZUserUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const menus = defineResource({
  type: "menus",
  model: "menu",
  idKind: "uuid",
  attributes: {
    key: attr("key"),
    name: attr("name", "string", { sortable: true }),
    url: attr("url"),
    icon: attr("icon"),
    menu_type: attr("type", "enum"),
    parent_id: attr("parentId"),
    description: attr("description"),
    sort_order: attr("sortOrder", "number", { sortable: true }),
    is_disabled: attr("isDisabled", "boolean", { writable: true }),
    ...timestamps(),
  },
  relationships: {
    parent: { type: "menus", kind: "one", foreignKey: "parentId" },
    children: { type: "menus", kind: "many", inverseKey: "parentId" },
    roles: {
      type: "roles",
      kind: "many",
      through: { model: "roleMenu", from: "menuId", to: "roleId" },
    },
  },
  filters: {
    // Menus of the caller's current role (SPEC: menus are role-driven; a role switch changes them).
    owned: (value, actor) => {
      const v = value.trim().toLowerCase();
      if (!["true", "1", "false", "0"].includes(v))
        throw AppError.badRequest("filter[owned] harus true atau false", {
          parameter: "filter[owned]",
        });
      if (v === "false" || v === "0") return {};
      const roleNames = actor.currentRole ? [actor.currentRole] : actor.roles;
      return { roleMenus: { some: { role: { name: { in: roleNames } } } } };
    },
    is_disabled: boolFilter("isDisabled", "is_disabled"),
    parent_id: (value, actor) =>
      value.trim() === "null" || value.trim() === ""
        ? { parentId: null }
        : uuidFilter("parentId", "parent_id")(value, actor),
    menu_type: enumFilter("type", "menu_type", ["group", "item"]),
  },
  search: ["name", "url"],
  defaultSort: "sort_order",
  pageSize: { default: 500, max: 1000 },
  softDelete: true,
  access: { read: "authenticated", update: { permission: "menus.update" } },
  update: {
    schema: z.object({ is_disabled: z.boolean({ error: "Harus true atau false" }) }).strict(),
  },
});

export const accessResources: ResourceDef[] = [permissions, roles, users, menus];
