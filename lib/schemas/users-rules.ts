// The zod-free part of lib/schemas/users.ts: the SPEC §5 messages and limits a browser module may
// import without pulling zod into its page's first-load JavaScript
// (components/forms/lazy-resolver.ts). lib/schemas/users.ts re-exports all of it, so server code
// imports either.

export const REQUIRED = "Kolom wajib diisi";
export const INVALID_EMAIL = "Email tidak valid";
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Password minimal ${PASSWORD_MIN} karakter`;
export const PASSWORD_MISMATCH = "Konfirmasi password tidak sama";
export const EMAIL_TAKEN = "Email sudah terdaftar";
export const RESET_NOT_FOUND = "Email atau token tidak ditemukan";

export const ROLES_REQUIRED = "Pilih minimal satu role";
export const ROLE_NOT_FOUND = "Role tidak ditemukan";
export const OFFICE_NOT_FOUND = "Kantor tidak ditemukan";

/** The account fields a user may change on their own account without users.update. */
export const SELF_USER_FIELDS = ["current_role", "name", "phone"] as const;
