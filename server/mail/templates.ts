// Texts of the account mails (Indonesian, like the UI).

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  template: string;
}

export function verificationCodeMail(name: string, code: string, minutes: number): MailContent {
  const text = [
    `Halo ${name},`,
    "",
    `Kode verifikasi email anda: ${code}`,
    `Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.`,
    "",
    "Abaikan email ini jika anda tidak memintanya.",
  ].join("\n");
  const html = `<p>Halo ${escapeHtml(name)},</p><p>Kode verifikasi email anda: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p><p>Kode berlaku ${minutes} menit. Jangan berikan kode ini kepada siapa pun.</p><p>Abaikan email ini jika anda tidak memintanya.</p>`;
  return { subject: "Kode verifikasi email", text, html, template: "email_verification" };
}

export function passwordResetMail(name: string, link: string, minutes: number): MailContent {
  const text = [
    `Halo ${name},`,
    "",
    "Kami menerima permintaan reset password untuk akun anda. Buka tautan berikut untuk membuat password baru:",
    link,
    "",
    `Tautan berlaku ${minutes} menit dan hanya dapat dipakai sekali.`,
    "Abaikan email ini jika anda tidak memintanya; password anda tidak berubah.",
  ].join("\n");
  const html = `<p>Halo ${escapeHtml(name)},</p><p>Kami menerima permintaan reset password untuk akun anda.</p><p><a href="${escapeHtml(link)}">Buat password baru</a></p><p>Tautan berlaku ${minutes} menit dan hanya dapat dipakai sekali. Abaikan email ini jika anda tidak memintanya; password anda tidak berubah.</p>`;
  return { subject: "Reset password", text, html, template: "password_reset" };
}
