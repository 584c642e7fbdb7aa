// A scannable QR of a upi://pay address (drawn as SVG, no network).
import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

export function UpiQr({ uri, size = 180 }: { uri: string; size?: number }) {
  const svg = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(uri);
    qr.make();
    return qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
  }, [uri]);
  return <div className="account-qr" style={{ width: size, height: size }} data-testid="upi-qr" data-uri={uri} role="img" aria-label={uri} dangerouslySetInnerHTML={{ __html: svg }} />;
}
