import { redirect } from "next/navigation";
import { auth, signOut } from "@/auth";
import { getDb } from "@/server/db";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { APP_VERSION } from "@/lib/version";

export const dynamic = "force-dynamic";

export default async function HomePage() {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const user = await getDb().user.findUnique({
    where: { id: session.user.id },
    include: { office: { include: { officeCategory: true } } },
  });
  if (!user) redirect("/login");

  async function logout() {
    "use server";
    await signOut({ redirectTo: "/login" });
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-6 p-6">
      <header className="flex items-center justify-between">
        <span className="text-lg font-semibold text-primary">ERP</span>
        <form action={logout}>
          <Button variant="outline" size="sm" type="submit">
            Logout
          </Button>
        </form>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Selamat datang, {user.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {user.office
              ? `${user.office.name} (${user.office.code}) · ${user.office.officeCategory.name}`
              : "Tanpa kantor"}
          </p>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Anda masuk sebagai {user.email}.
        </CardContent>
      </Card>
      <footer className="mt-auto text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} ERP · Versi {APP_VERSION}
      </footer>
    </main>
  );
}
