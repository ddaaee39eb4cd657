// A QR code as an SVG image (the `qrcode` package): used by the image action and the screens.
import QRCode from "qrcode";

export function qrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
