import { useMemo } from 'react';
import { renderSVG } from 'uqr';

interface QrCodeProps {
  /** What the code encodes (here: our own otpauth URI). */
  text: string;
  /** Says what the code is for; the image is the only way the code reaches assistive tech. */
  alt: string;
}

/**
 * A QR code as an image. The SVG is uqr's output for our own text, and it is used as an image
 * source, not inserted as markup: even an unexpected `<script>` in it could not run.
 */
export function QrCode({ text, alt }: QrCodeProps) {
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        renderSVG(text, { border: 2, whiteColor: '#ffffff', blackColor: '#000000' }),
      )}`,
    [text],
  );
  return <img className="cms-setup-2fa__qr" src={src} alt={alt} width={200} height={200} />;
}
