// Runs before routing (Next 16's proxy, formerly middleware): a request whose path is not valid
// percent-encoding ("/gudang/%E0%A4%A") made Next's router throw URIError, which every route
// answered with 500. Such a path names nothing: 400, as JSON:API for /api/, plain text elsewhere.
import { NextResponse, type NextRequest } from "next/server";

const API_PREFIX = "/api/";

export function proxy(request: NextRequest): NextResponse {
  const path = request.nextUrl.pathname;
  try {
    decodeURIComponent(path);
  } catch {
    const detail = "Alamat tidak valid: percent-encoding pada path rusak";
    if (path.startsWith(API_PREFIX))
      return NextResponse.json(
        {
          jsonapi: { version: "1.0" },
          errors: [{ status: "400", code: "BAD_REQUEST", title: "Bad Request", detail }],
        },
        { status: 400, headers: { "Content-Type": "application/vnd.api+json" } },
      );
    return new NextResponse(detail, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return NextResponse.next();
}

// Every path but Next's own static files (already named by the build, never user-typed), for
// requests without a body or with a small one: a request the proxy runs for has its body
// buffered by Next first (at most 10 MB), and uploads must stream to their own limit (413,
// server/http/body-limit.ts). A large or chunked body on a broken path is left to the router.
// (Next reads the matcher at build time: literal values only.)
export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      missing: [{ type: "header", key: "content-type" }],
    },
    {
      source: "/((?!_next/static|_next/image|favicon.ico).*)",
      has: [{ type: "header", key: "content-length", value: "\\d{1,6}" }],
    },
  ],
};
