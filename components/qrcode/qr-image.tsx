"use client";

// One QR code drawn in the browser with the `qrcode` package (SVG, as the image action serves it),
// shown as an <img> from a data URI: no HTML injection, prints crisp at any size.
import * as React from "react";
import QRCode from "qrcode";

export function QrImage({ code, size = 140 }: { code: string; size?: number }) {
  const [src, setSrc] = React.useState<string | null>(null);
  React.useEffect(() => {
    let live = true;
    QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [code]);
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- a data: URI, next/image cannot optimise it
    <img src={src} alt={`QR ${code}`} width={size} height={size} className="block" />
  ) : (
    <div style={{ width: size, height: size }} className="animate-pulse rounded bg-muted" />
  );
}
