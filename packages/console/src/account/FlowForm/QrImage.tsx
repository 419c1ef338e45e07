import { useEffect, useState } from 'react';

export interface QrImageProps {
  /** A data: URI drawn by the server, or an otpauth:// address drawn here. */
  src: string;
  alt: string;
  size?: number;
}

/** TOTP QR codes are drawn in the browser (no network) when the server sends the otpauth address. */
export function QrImage({ src, alt, size = 200 }: QrImageProps) {
  const drawLocally = src.startsWith('otpauth://');
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (!drawLocally) return;
    let live = true;
    void import('qrcode').then((qrcode) =>
      // SVG needs no canvas, so it draws the same in every browser and in tests.
      qrcode.toString(src, { type: 'svg', width: size, margin: 1 }).then((svg) => {
        if (live) setDrawn(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }),
    );
    return () => {
      live = false;
    };
  }, [drawLocally, src, size]);
  const shown = drawLocally ? drawn : src;
  if (!shown) return <div role="img" aria-label={alt} style={{ width: size, height: size }} />;
  return <img src={shown} alt={alt} width={size} height={size} />;
}
