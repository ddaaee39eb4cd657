"use client";

// Avatar upload (SPEC §2 Akun User): JPEG, PNG or WebP up to 2 MB, previewed before saving.
// Sent as multipart to POST users/{id}/-actions/uploadAvatar (the same use case the API uses;
// a server action would hit Next's 1 MB body limit). The server checks type and size again.
import * as React from "react";
import { useRouter } from "next/navigation";
import { Camera } from "lucide-react";
import { Button } from "@/components/ui/button";
import { errorDetail, useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { useSessionUser } from "@/components/shell/session-provider";

export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const AVATAR_UPDATED = "Foto profile berhasil diubah";

/** Client-side check before uploading; the same rules as the server (upload-avatar.ts). */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
    return "Foto harus berformat JPG, PNG atau WEBP";
  if (file.size > AVATAR_MAX_BYTES) return "Ukuran foto maksimal 2 MB";
  return null;
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((p) => p[0]?.toUpperCase() ?? "")
      .join("") || "?"
  );
}

export function AvatarUpload() {
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = React.useState<{ file: File; url: string } | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;

  // The preview URL lives until another file is chosen, the choice is dropped or we unmount.
  React.useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const reset = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const onChoose = (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = e.target.files?.[0] ?? null;
    setError(null);
    if (!next) return reset();
    const problem = avatarFileError(next);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setChosen({ file: next, url: URL.createObjectURL(next) });
  };

  const upload = async () => {
    if (!file) return;
    await submit(
      async () => {
        const body = new FormData();
        body.append("avatar", file);
        const res = await fetch(`/api/v1/users/${user.id}/-actions/uploadAvatar`, {
          method: "POST",
          body,
          headers: { Accept: "application/vnd.api+json" },
        });
        if (!res.ok) {
          const detail = errorDetail(await res.json().catch(() => null));
          setError(detail);
          toast({ variant: "error", description: detail });
          return "done";
        }
        toast({ variant: "success", description: AVATAR_UPDATED });
        reset();
        router.refresh();
        return "done";
      },
      () => toast({ variant: "error", description: "Terjadi error" }),
    );
  };

  const current = user.avatarFilename ? `/api/v1/avatars/${user.avatarFilename}` : null;
  const shown = preview ?? current;
  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative size-28 overflow-hidden rounded-full border bg-muted">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- a blob: preview or our API's avatar, not optimisable; next/image only added ~7 KB gzip to /settings
          <img
            src={shown}
            alt={preview ? "Pratinjau foto profile" : "Foto profile"}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-3xl font-semibold text-muted-foreground">
            {initials(user.name)}
          </span>
        )}
      </div>
      <input
        ref={inputRef}
        id="avatar-file"
        type="file"
        accept={AVATAR_TYPES.join(",")}
        className="sr-only"
        onChange={onChoose}
        aria-label="Pilih foto profile"
        disabled={busy}
      />
      {file ? (
        <div className="flex gap-2">
          <Button size="sm" onClick={upload} disabled={busy}>
            {busy ? "Mengunggah..." : "Simpan Foto"}
          </Button>
          <Button size="sm" variant="outline" onClick={reset} disabled={busy}>
            Batal
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
          <Camera className="size-4" aria-hidden="true" />
          Ubah Foto
        </Button>
      )}
      <p className="text-center text-xs text-muted-foreground">JPG, PNG atau WEBP, maksimal 2 MB</p>
      {error ? (
        <p role="alert" className="text-center text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
